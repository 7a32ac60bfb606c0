// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';

/** The core's layers, lowest first (src/core/layers.json): a folder imports only from the folders before it. */
const { layers: coreLayers } = JSON.parse(readFileSync(new URL('./src/core/layers.json', import.meta.url), 'utf8'));

/** Folders other than core may import core only through its public API. */
const coreDeepImport = {
  group: ['**/core/*/**', '!**/core/index', '!**/core/index.js'],
  message: 'Import core through src/core/index.ts only.',
};

/** What core may never import: React, the editor, storage, Node, the folders that build on it. */
const corePurity = [
  { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'core must not use React.' },
  { group: ['@codemirror/*', 'codemirror', 'dexie', 'idb', 'msw'], message: 'core must not know the editor or storage.' },
  { group: ['node:*', 'fs', 'path', 'os', 'child_process', 'url', 'process'], message: 'core must not use Node.' },
  {
    group: ['**/runtime/**', '**/studio/**', '**/cli/**'],
    message: 'core must not import other folders (core ← runtime ← studio, core ← cli).',
  },
];

/**
 * The layer rule, generated from src/core/layers.json: each folder's files may not import a folder that comes
 * after it in the list (a relative import that names it). It replaces the core block's rule for those files, so
 * it repeats what core may never import.
 */
const layerRules = coreLayers.map((folder, i) => {
  const later = coreLayers.slice(i + 1);
  return {
    files: [`src/core/${folder}/**/*.ts`],
    // Tests beside the code may drive it through higher layers (an integration test of the check through the
    // backend); the rule governs what the core itself is built from.
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...corePurity,
            ...(later.length === 0
              ? []
              : [
                  {
                    group: later.map((f) => `**/${f}/**`),
                    message: `core/${folder} is layer ${i + 1} of src/core/layers.json; it may import only the layers before it (${coreLayers.slice(0, i).join(', ') || 'none'}).`,
                  },
                ]),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-app/**', 'node_modules/**', 'coverage/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // React's rules of hooks, and every hook's dependency list complete. A deliberate exception (a hook that
    // reads a model only through some of its parts, so a new model sharing them keeps the result) is
    // disabled on its line with a comment saying why.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'bin/**/*.js', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', 'src/cli/**/*.ts', '*.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // json-server loads its --middlewares with require: the one test middleware is CommonJS.
    files: ['e2e/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['src/runtime/**/*.{ts,tsx}', 'src/studio/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The dependency rule: core is pure TypeScript. No React, no DOM, no Node, no storage, no other folder.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: corePurity,
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'indexedDB',
        'navigator',
        'process',
        'require',
      ],
    },
  },
  ...layerRules,
  {
    files: ['src/runtime/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [coreDeepImport, { group: ['**/studio/**', '**/cli/**'], message: 'runtime may import core only.' }] },
      ],
    },
  },
  {
    files: ['src/studio/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [coreDeepImport, { group: ['**/cli/**'], message: 'studio must not import the CLI.' }] },
      ],
    },
  },
  {
    files: ['src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [coreDeepImport, { group: ['**/runtime/**', '**/studio/**', 'react', 'react-dom'], message: 'cli uses core only.' }] },
      ],
    },
  },
);
