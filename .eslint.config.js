// ESLint flat config (a dotfile because the product owner fixed the top level; `npm run lint` passes it with -c).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Port modules: types (and pure constants) only. Adapters import them, never the other way round. */
const ports = ['src/lib/**/port.ts', 'src/lib/admin-auth.ts', 'src/lib/vendor-auth.ts', 'src/lib/billing.ts'];

/** Adapters, by their naming convention (one pattern, so an import is reported once). */
const adapters = 'src/lib/**/{*-adapter,*-supabase,supabase-*,*-browser,browser-*}.ts';

/** Everything that renders the app, but not the composition root (src/app/backend), which alone picks adapters. */
const outsideTheCompositionRoot = ['src/features', 'src/components', 'src/app/*.{ts,tsx}', 'src/app/!(backend)/**'];

/**
 * Import direction, checked on resolved paths so a relative `../../features/x` counts as much as `@/features/x`:
 * lib/components/config → features → app; a feature never imports another feature; ports never import adapters
 * or the supabase-js client; only the composition root (`src/app/backend`) chooses adapters, and features take
 * what it made from the backend context (`useBackend`).
 */
const importZones = [
  {
    target: ['src/lib', 'src/components', 'src/config'],
    from: ['src/features', 'src/app'],
    message: 'Shared code must not import features or the app.',
  },
  {
    target: 'src/features',
    from: 'src/app',
    message: 'A feature must not import the app or another feature; move shared code to lib or components.',
  },
  ...features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'A feature must not import the app or another feature; move shared code to lib or components.',
  })),
  {
    target: ports,
    from: adapters,
    message: 'A port declares types only: adapters import their port, and src/app/backend chooses the adapter.',
  },
  {
    target: ports,
    from: 'src/lib/supabase.ts',
    message: 'A port declares types only: adapters import their port, and src/app/backend chooses the adapter.',
  },
  {
    target: outsideTheCompositionRoot,
    from: adapters,
    message: 'Take port instances from useBackend() and their types from the port modules; only src/app/backend picks adapters.',
  },
  {
    target: outsideTheCompositionRoot,
    from: 'src/lib/supabase.ts',
    message: 'Features reach the backend through the ports useBackend() gives, never the supabase-js client.',
  },
];

const importRules = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    // The `@/` alias comes from tsconfig.json's paths, as TypeScript and Vite read it.
    'import-x/resolver-next': [
      createNodeResolver({
        tsconfig: { configFile: `${root}tsconfig.json` },
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      }),
    ],
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
  },
};

export default tseslint.config(
  { ignores: ['dist', '.e2e', '.local', 'node_modules', 'test-results', 'playwright-report', 'supabase/functions'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  importRules,
  {
    files: ['e2e/**', 'supabase/local/**', '*.config.*', '.*.js'],
    rules: { 'no-console': 'off' },
  },
);
