// ESLint flat config (a dotfile because the product owner fixed the top level; `npm run lint` passes it with -c).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const upperLayers = ['@/app', '@/app/*', '@/features', '@/features/*'];

/** Import direction: lib/components/config → features → app; a feature never imports another feature. */
const importDirection = [
  {
    files: ['src/lib/**', 'src/components/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: upperLayers, message: 'Shared code must not import features or the app.' }] },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...upperLayers, `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature must not import the app or another feature; move shared code to lib or components.',
            },
          ],
        },
      ],
    },
  })),
];

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
  ...importDirection,
  {
    files: ['e2e/**', 'supabase/local/**', '*.config.*', '.*.js'],
    rules: { 'no-console': 'off' },
  },
);
