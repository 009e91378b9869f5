// One ESLint config for the whole workspace. TypeScript files are linted with type information
// (each package's tsconfig.json, found by the project service); plain .mjs/.js scripts get the
// rules that need no types. Prettier owns formatting, so no stylistic rule is enabled here.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/generated/**',
      '**/test-results/**',
      '**/screenshots/**',
      // Compiled by the registry test against the installed packages, with its own tsconfig.
      'tests/registry/consumer/**',
      // Compiled by the generator test beside each generated client, with its own tsconfig.
      'tests/generators/consumer/**',
      // The sample apps of tests/frontend, compiled there by their own tsc (the templates' configs).
      'tests/frontend/app/**',
      'tests/frontend/next-app/**',
    ],
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Runs in a browser: the docs' Try it panel and search (inlined into the pages).
    files: ['apps/docs/src/try-it-panel.mjs', 'apps/docs/src/search-ui.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.ts', '**/*.mts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A leading underscore marks a binding kept for its position (a parameter, a destructured slot).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The mock's functions fit one screen, so that each reads at once (CONTRIBUTING.md, "The mock's
    // layout"); a function that outgrows it is split by concern.
    files: ['apps/mock/src/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Hand-written declarations of the spec package's plain-JS modules: no tsconfig includes them.
    files: ['**/*.d.mts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests read JSON answers whose shape is what they assert on; typing every parsed body first would
    // only restate the schemas the assertions already check.
    files: ['**/test/**/*.ts', '**/bench/**', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Test doubles stand in for async APIs (fetch, sleep) and often answer at once.
      '@typescript-eslint/require-await': 'off',
    },
  },
);
