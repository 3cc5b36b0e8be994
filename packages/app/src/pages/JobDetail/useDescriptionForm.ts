import { useState } from 'react';
import { useJobForm, type JobForm } from './deepLink';

/** The add-or-edit form of a record with a rich-text description (a task, a job note). */
export type DescriptionForm = { mode: 'add' } | { mode: 'edit'; id: string; description: string };

/**
 * Which description form is open: the one the user opened, or the one the page route asked for
 * (`task?job=&route=[&task=ID]` opens Edit for that record, else Add). `close` closes either.
 */
export function useDescriptionForm(
  form: JobForm,
  idParam: string,
  records: readonly { id: string; description: string }[],
) {
  const [opened, setOpened] = useState<DescriptionForm | null>(null);
  const link = useJobForm(form);
  const linked = link.open ? records.find((record) => record.id === link.param(idParam)) : null;
  const fromLink: DescriptionForm | null = !link.open
    ? null
    : linked
      ? { mode: 'edit', id: linked.id, description: linked.description }
      : { mode: 'add' };
  return {
    open: opened ?? fromLink,
    add: () => setOpened({ mode: 'add' }),
    edit: ({ id, description }: { id: string; description: string }) =>
      setOpened({ mode: 'edit', id, description }),
    close: () => {
      setOpened(null);
      if (link.open) link.close();
    },
  };
}
