import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Is the module at `moduleUrl` (its `import.meta.url`) the script node or tsx was started with,
 * links resolved? A CLI module runs its command only then, so tests can import it. Node only:
 * the mock server's CLI imports it as `@routebook/conformance/invokedDirectly`.
 */
export function invokedDirectly(
  moduleUrl: string,
  argv: readonly string[] = process.argv,
): boolean {
  const script = argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}
