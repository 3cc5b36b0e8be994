// relay-compiler 21 reads this file with `require()` (Node 20.19+ can require an ES module):
// the `module.exports` export name below is what `require()` returns; `default` serves `import`.
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
};

export default config;
export { config as 'module.exports' };
