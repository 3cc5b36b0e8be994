// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const BROWSER_SAFE_MESSAGE = 'core must run in the browser too: use WebCrypto and Uint8Array';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/storybook-static/',
    '**/coverage/',
    '**/__generated__/**',
    'packages/schema/src/typeDefs.generated.ts',
  ]),

  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strict],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Node: root config files, scripts, the mock server's Node side and its benchmarks.
  {
    files: [
      '*.{js,mjs,cjs,ts}',
      '.storybook/**/*.{js,ts}',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'packages/*/scripts/**/*.{js,mjs,cjs,ts}',
      'packages/mock-server/src/node/**/*.ts',
      'packages/mock-server/bench/**/*.ts',
      'packages/conformance/src/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },

  // The service worker's own script: public/sw-config.js, imported by the generated sw.js.
  {
    files: ['packages/app/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },

  // Browser-safe code: the contract and the mock server core also run in Storybook and the app.
  {
    files: ['packages/schema/src/**/*.ts', 'packages/mock-server/src/core/**/*.ts'],
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'fs/promises', 'path', 'crypto', 'buffer'].map((name) => ({
            name,
            message: BROWSER_SAFE_MESSAGE,
          })),
          patterns: [{ regex: '^node:', message: BROWSER_SAFE_MESSAGE }],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['Buffer', 'process', 'require', '__dirname', '__filename'].map((name) => ({
          name,
          message: BROWSER_SAFE_MESSAGE,
        })),
      ],
    },
  },

  // Tests, their helpers and the conformance kit walk JSON answers of arbitrary shape.
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'packages/mock-server/test/**/*.ts',
      'packages/conformance/src/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },

  // React: the component library and the app.
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'packages/app/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // react-relay's main entry is CommonJS that also exports the legacy container API, so
      // importing it bundles QueryRenderer and the containers on every page (issue 14).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-relay',
              message: "Import from 'react-relay/hooks': the main entry bundles legacy containers.",
            },
          ],
        },
      ],
    },
  },

  // Stories and .storybook/main.ts. The plugin's types take typescript-eslint's RuleContext, which
  // still lists context methods ESLint 10 dropped; its rules use `sourceCode` when it is there.
  /** @type {import('eslint').Linter.Config[]} */ (storybook.configs['flat/recommended']),

  // Relay: the app only. eslint-plugin-relay 2.0.0 exports only eslintrc-style configs
  // (rules without `plugins`), so register it by hand and list the rules.
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/generated-typescript-types': 'error',
      'relay/graphql-naming': 'error',
    },
  },
);
