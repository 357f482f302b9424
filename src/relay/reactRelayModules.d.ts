/** react-relay's per-hook modules, which reactRelayHooks.ts re-exports; the app's types come from react-relay/hooks. */
declare module 'react-relay/lib/relay-hooks/*';
