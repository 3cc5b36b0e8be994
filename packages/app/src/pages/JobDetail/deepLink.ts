import { useCallback } from 'react';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';

/*
 * The job's page routes (task, job-note, hour, checkin, checkout, cancel, edit-job,
 * equipment) are deep links: each opens the job page with the same form open, e.g.
 * /task?job=J&route=R&task=T → /route/R/job/J?open=task&task=T. Closing the form leaves the job
 * page without the parameters, so Back does not reopen it.
 */
export type JobForm =
  'task' | 'job-note' | 'hour' | 'checkin' | 'checkout' | 'cancel' | 'edit-job' | 'equipment';

export const JOB_FORMS: readonly JobForm[] = [
  'task',
  'job-note',
  'hour',
  'checkin',
  'checkout',
  'cancel',
  'edit-job',
  'equipment',
];

/** The loader of a job form's page route: to the job page with the form open. */
export function jobFormRedirect(form: JobForm) {
  return ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    const job = params.get('job');
    const route = params.get('route');
    if (!job || !route) return redirect('/route/list');
    const rest = new URLSearchParams(params);
    rest.delete('job');
    rest.delete('route');
    rest.set('open', form);
    return redirect(`/route/${encodeURIComponent(route)}/job/${encodeURIComponent(job)}?${rest}`);
  };
}

/** Whether the job page was opened with `form` open, its parameters, and how to close it. */
export function useJobForm(form: JobForm) {
  const [params, setParams] = useSearchParams();
  const open = params.get('open') === form;
  const close = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { open, param: (name: string) => (open ? params.get(name) : null), close };
}
