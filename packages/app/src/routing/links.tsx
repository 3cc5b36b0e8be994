import { Link } from 'react-router-dom';
import type { RenderLinkProps } from '@routebook/ui';

/** The library's links rendered as the router's Link (its components take a renderLink). */
export function renderRouterLink({ to, children, ...rest }: RenderLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}

/** A job's page, `/route/{routeId}/job/{jobId}`; null for a job on no route. */
export function jobPagePath(job: { id: string; route?: { id: string } | null }): string | null {
  return job.route ? `/route/${job.route.id}/job/${job.id}` : null;
}
