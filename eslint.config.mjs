import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'frontend/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Configuration is read once, in the platform config; nothing else touches process.env.
    files: ['backend/src/**/*.ts', 'libs/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['backend/src/platform/config/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through AppConfig.' }],
    },
  },
  {
    // Type-aware rules for promises: a forgotten `await` loses errors and ordering silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Tests are outside the build projects; tsconfig.tests.json types them (and the code they import).
    files: ['**/*.spec.ts', 'backend/test/**/*.ts', 'test-support/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['frontend/**'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.tests.json' } },
  },
  { files: ['frontend/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['scripts/**', 'bench/**', 'e2e/**', 'test-support/**', 'backend/test/**'], rules: { 'no-console': 'off' } },
);
