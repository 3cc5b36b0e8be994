import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { fetchTechnicianChoice, type TechnicianChoice as Choice } from './technicianOptions';

/**
 * Asks the server, once mounted, for the route forms' Technician select: the company's
 * active members and, for Edit Route (`routeId`), the route's technician now; renders nothing.
 * The forms mount it (lazily, so none of it is in the pages' first scripts) while open: each
 * opening asks again, and closing forgets the answer (`onChoice(undefined)`). Not part of the pages' queries: field staff read those pages, and their variables
 * key the answers kept for offline reading. Until it answers the forms leave the select out, and
 * an Edit Route save keeps the route's technician.
 */
export default function TechnicianChoice({
  companyId,
  routeId,
  onChoice,
}: {
  companyId: string;
  routeId: string | null;
  onChoice(choice: Choice | undefined): void;
}) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let live = true;
    fetchTechnicianChoice(environment, companyId, routeId)
      .then((choice) => {
        if (live) onChoice(choice);
      })
      .catch((error: unknown) => console.warn('The technicians could not be read.', error));
    return () => {
      live = false;
      onChoice(undefined);
    };
  }, [environment, companyId, routeId, onChoice]);
  return null;
}
