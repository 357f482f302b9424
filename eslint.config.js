import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import relay from 'eslint-plugin-relay';

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
  'groups',
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

const RELAY_SELECTIONS_PASSED_WHOLE = [
  'src/features/chat/ChatMessage.tsx',
  'src/features/chat/ChatRoomHeader.tsx',
  'src/features/chat/ChatRoomListItem.tsx',
  'src/features/chat/ChatRoomView.tsx',
  'src/features/chat/useChatRoomCatchUp.ts',
  'src/features/chat/useChatRoomsSubscription.ts',
  'src/features/discover/ProfileCard.tsx',
  'src/features/location/MyLocationScreen.tsx',
  'src/features/location/SearchLocationModal.tsx',
  'src/features/notifications/useNotificationsSubscription.ts',
  'src/features/profile/ImageLightbox.tsx',
  'src/features/profile/ProfileAvatar.tsx',
  'src/features/profile/ProfileGallery.tsx',
  'src/features/profile/ProfileMemberships.tsx',
  'src/features/profile/ProfileSonas.tsx',
  'src/features/profile/SocialAccounts.tsx',
  'src/features/settings/SettingsLayout.tsx',
  'src/features/settings/account/AccountScreen.tsx',
  'src/features/settings/debug/DebugNewsFeeds.tsx',
  'src/features/settings/fursonas/SonaImagePicker.tsx',
  'src/features/settings/images/GalleryTile.tsx',
  'src/features/settings/images/ImageGalleryScreen.tsx',
  'src/features/settings/images/ImagePickerDialog.tsx',
  'src/features/settings/notifications/NotificationPreferencesForm.tsx',
  'src/features/shell/AppShell.tsx',
];
const RELAY_SPREADS_FOR_THE_STORE = ['src/features/chat/ChatRoomView.tsx', 'src/features/chat/useChatRoomCatchUp.ts'];

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
    // The service worker (src/sw.ts, built into /sw.js) runs in a worker's global scope: self, clients, registration.
    files: ['src/sw.ts'],
    languageOptions: { globals: globals.serviceworker },
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
  {
    // Relay's own checks on graphql tags: a fetched field the module never reads, a fragment spread whose
    // component the module does not import (the data would go to a child that never asks for it).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/no-future-added-value': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
    },
  },
  {
    // Modules that hand a selection whole to a component or helper taking plain props (Picture, the settings
    // menu's experiments, a subscription or catch-up that only fills the store): the rules see no read of
    // those fields. They stay exempt until those selections become fragments of the components that read them;
    // every other module, and every new one, is checked.
    files: RELAY_SELECTIONS_PASSED_WHOLE,
    rules: { 'relay/unused-fields': 'off' },
  },
  {
    // The catch-up query fills the store for the room's message list, and the room view hands its messages
    // to ChatMessageList: ChatMessage, which reads ChatMessage_message, is one import further down.
    files: RELAY_SPREADS_FOR_THE_STORE,
    rules: { 'relay/must-colocate-fragment-spreads': 'off' },
  },
);
