// relay-compiler 21 reads this file with `require()` (Node 20.19+ can require an ES module):
// the `module.exports` export name below is what `require()` returns; `default` serves `import`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every operation's persisted id and text (issue 16), written by the compiler: the allow-list a
 * backend (and `npm run mock-server -- --persisted-only`) runs the app's operations from.
 * Generated and git-ignored like the artifacts; the compiler refuses to start unless it exists,
 * so a fresh checkout starts it empty.
 */
const PERSISTED_QUERIES = join(
  dirname(fileURLToPath(import.meta.url)),
  'packages/app/src/__generated__/persistedQueries.json',
);
if (!existsSync(PERSISTED_QUERIES)) {
  mkdirSync(dirname(PERSISTED_QUERIES), { recursive: true });
  writeFileSync(PERSISTED_QUERIES, '{}\n');
}

const config = {
  src: './packages/app/src',
  schema: './packages/schema/schema.graphql',
  language: 'typescript',
  // Artifacts sit next to their sources in `__generated__/` folders (no artifactDirectory).
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  eagerEsModules: true,
  // tsconfig has verbatimModuleSyntax: generated files must use `import type`.
  useImportTypeSyntax: true,
  // Artifacts are git-ignored: do not let the compiler `git add` them.
  noSourceControl: true,
  // Each operation gets an id, the MD5 of its text (32 hex characters: ids cost bundle bytes),
  // and keeps its text too, so one build sends either, as config.json's persistedQueries says.
  persistConfig: {
    file: './packages/app/src/__generated__/persistedQueries.json',
    algorithm: 'MD5',
    include_query_text: true,
  },
};

export default config;
export { config as 'module.exports' };
