import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { TechnicianOption } from '@routebook/ui';

/**
 * Issue 17: the members the route forms' Technician select offers, for admins, asked once the
 * form opens (kept for the next time): the company's active ones, and `current` (the route's technician) whatever their
 * status. Not part of the pages' queries: field staff read those pages too, their variables key
 * the answers kept for offline reading, and the first pages' scripts have no room. Its code
 * arrives on demand. Undefined until known: the forms then leave the select out, and an Edit
 * Route save keeps the route's technician.
 */
export function useTechnicianOptions(
  companyId: string,
  enabled: boolean,
  current: string | null = null,
): TechnicianOption[] | undefined {
  const environment = useRelayEnvironment();
  const key = `${companyId}|${current ?? ''}`;
  const [loaded, setLoaded] = useState<{ key: string; options: TechnicianOption[] }>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    import('./technicianOptions')
      .then(({ fetchTechnicianOptions }) => fetchTechnicianOptions(environment, companyId, current))
      .then((options) => {
        if (live) setLoaded({ key, options });
      })
      .catch((error: unknown) => console.warn('The technicians could not be read.', error));
    return () => {
      live = false;
    };
  }, [environment, companyId, current, enabled, key]);
  return loaded?.key === key ? loaded.options : undefined;
}
