// ESLint plugins that ship no types, as eslint.config.js uses them.
declare module 'eslint-plugin-relay' {
  import type { ESLint } from 'eslint';

  const plugin: ESLint.Plugin;
  export default plugin;
}
