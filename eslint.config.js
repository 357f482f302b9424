import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * Layers of the client. Routes compose features; a feature imports ui/ (generic components), state/ (app-wide
 * stores), relay/, lib/ (pure logic) and api/; those never import a feature. Features may import each other only
 * downwards in this list, so no two features import each other both ways: a feature that needs a piece of one
 * listed above it moves that piece to ui/, state/ or lib/, or a new one-way import takes a new place in the list.
 */
const FEATURE_LAYERS = [
  'shell',
  'notifications',
  'moderation',
  'chat',
  'discover',
  'location',
  'profile',
  'safety',
  'settings',
  'news',
  'onboarding',
  'auth',
];
const featureZones = FEATURE_LAYERS.slice(1).map((feature, index) => ({
  target: `./src/features/${feature}`,
  from: FEATURE_LAYERS.slice(0, index + 1).map((above) => `./src/features/${above}`),
  message: `features/${feature} sits below these features (see FEATURE_LAYERS); move the shared piece to ui/, state/ or lib/.`,
}));
const sharedLayerZones = ['ui', 'state', 'lib', 'api'].map((layer) => ({
  target: `./src/${layer}`,
  from: ['./src/features', './src/routes'],
  message: `src/${layer} is shared by every feature and imports none.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '**/__generated__',
      'src/routeTree.gen.ts',
      'node_modules',
      '.data',
      '.e2e-data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The service worker (device notifications) runs in a worker's global scope: self, clients, registration.
    files: ['public/sw.js'],
    languageOptions: { ecmaVersion: 2023, sourceType: 'script', globals: globals.serviceworker },
  },
  {
    // Hooks rules for the React client only: the server has functions named use* that are not hooks.
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedLayerZones] }] },
  },
);
