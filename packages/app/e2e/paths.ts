import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/app, whatever the working directory. */
export const APP_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = join(APP_ROOT, '..', '..');
/** Where the journeys' production build goes: its own folder, so a preview of dist is untouched. */
export const E2E_DIST = join(REPO_ROOT, 'node_modules', '.cache', 'e2e-dist');
