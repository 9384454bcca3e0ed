// ESLint flat config: recommended JavaScript and TypeScript rules, React hooks, accessibility of JSX, and the
// import boundaries the architecture relies on (domain code knows no screen; collections know no route).
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The house's one direction (docs/decisions/0026): server -> routes -> utils -> domain -> lib. The domain knows no
 * web (routes, their controllers, web plumbing, screens) and no collection; the infrastructure below it imports
 * nothing above it but the Payload config its client boots; collections and the CMS use the domain, never a route.
 */
const BOUNDARIES = [
  ...['./app/routes', './app/utils', './app/components', './app/legacy', './app/root.tsx', './app/root-data.server.ts', './collections', './server'].map((from) => ({
    target: './app/domain', from, message: 'The domain knows no web and no collection: take { payload, user, ... } and return results.',
  })),
  ...['./app/domain', './app/routes', './app/utils', './app/components', './app/legacy', './app/i18n', './collections', './server'].map((from) => ({
    target: './app/lib', from, message: 'The infrastructure (app/lib) sits below everything else.',
  })),
  { target: './app/lib', from: './cms', except: ['./payload.config.ts', './payload-types.ts'], message: 'app/lib boots the Payload config and nothing else of the CMS.' },
  ...['./app/routes', './app/utils', './app/components', './app/legacy', './server'].map((from) => ({
    target: ['./collections', './cms'], from, message: 'Collections and the CMS use the domain, never a route, web plumbing, a screen or the server.',
  })),
  // The i18n wing is pure (config, formatting, the catalogue's rules): the catalogue's server side is a domain area.
  ...['./app/domain', './cms', './collections', './app/routes', './app/utils', './app/components', './app/legacy', './server'].map((from) => ({
    target: './app/i18n', from, message: 'app/i18n knows no domain, CMS or web: the domain passes it what it needs.',
  })),
  { target: './app', from: './server', message: 'app/ does not reach into the Express wing (only the Remix entry asks the render thread).' },
]

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
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
    },
  },
  // The Remix entry hands pages to the render thread (server/render).
  {
    files: ['app/entry.server.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES.filter((zone) => zone.from !== './server') }] },
  },
  // Screens run in the browser too: no server module (their types are erased from the bundle and may be used).
  {
    files: ['app/components/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['*.server', '**/*.server'], allowTypeImports: true, message: 'Components run in the browser: no *.server module.' }],
      }],
    },
  },
  // Every form subscribes its owner to all its errors (decision 0111): conform's useForm through ~/utils/use-form.
  {
    files: ['app/**'],
    ignores: ['app/utils/use-form.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@conform-to/react', importNames: ['useForm'], message: "Use useForm from '~/utils/use-form' or useSteadyForm (decision 0111)." }],
      }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
)
