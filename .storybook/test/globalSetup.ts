/**
 * Once per `vitest run --project storybook-ui`: the static Storybook a designer opens, built as
 * `npm run build-storybook` builds it (docs pages and their decorators included).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { exitUnlessChromium } from '../../packages/app/e2e/chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const STATIC_STORYBOOK = join(root, 'node_modules/.cache/storybook-static');

function run(command: string, args: string[]): void {
  const result = spawnSync(join(root, 'node_modules/.bin', command), args, {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

export default function setup(project: TestProject): void {
  exitUnlessChromium();
  const started = performance.now();
  run('relay-compiler', []);
  run('storybook', ['build', '--quiet', '--loglevel', 'warn', '--output-dir', STATIC_STORYBOOK]);
  console.log(
    `storybook-ui: static Storybook built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('staticStorybook', STATIC_STORYBOOK);
}

declare module 'vitest' {
  export interface ProvidedContext {
    staticStorybook: string;
  }
}
