import { LoadingOverlay } from '@routebook/ui';

/** Shown while the first page's code and data load. */
export function StartingUp() {
  return <LoadingOverlay open message="Loading..." />;
}
