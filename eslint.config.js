// ESLint flat config: recommended JavaScript and TypeScript rules, React hooks, accessibility of JSX, and the
// import boundaries the architecture relies on (domain code knows no screen; collections know no route).
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'build/**', 'public/build/**', 'cms/.next/**', 'cms/app/(payload)/**', 'cms/migrations/**', 'cms/payload-types.ts',
      'cms/next-env.d.ts', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'tests/.tmp/**', 'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import(...)` types the modules tests import after setting up their environment.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports', disallowTypeAnnotations: false }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './app/domain', from: './app/components', message: 'Domain code knows no screen: return results, let routes and components render them.' },
          { target: './app/domain', from: './app/routes', message: 'Domain code knows no route.' },
          { target: './collections', from: './app/components', message: 'Collections know no screen.' },
          { target: './collections', from: './app/routes', message: 'Collections know no route.' },
        ],
      }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
)
