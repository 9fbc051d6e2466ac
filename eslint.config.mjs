import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

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
  { files: ['frontend/src/**/*.{ts,tsx}'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['scripts/**', 'bench/**', 'e2e/**', 'test-support/**', 'backend/test/**'], rules: { 'no-console': 'off' } },
);
