// Where Snoot's outside pages live. An operator sets them when building the client (VITE_… variables,
// see the README); they are built in rather than fetched, because the API error screen must show them
// when the API cannot be reached.
const env = import.meta.env;
const setting = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

/** Where members get help (SPEC §1): the community chat and the support mailbox. */
export const SUPPORT_EMAIL = setting(env.VITE_SUPPORT_EMAIL, 'support@snoot.example');
export const COMMUNITY_CHAT_URL = setting(env.VITE_COMMUNITY_CHAT_URL, 'https://snoot.example/community');
/** The service status page, linked from the API error screen. */
export const STATUS_PAGE_URL = setting(env.VITE_STATUS_PAGE_URL, 'https://status.snoot.example');
/** The external funding page that sells the premium tier. */
export const PREMIUM_SIGN_UP_URL = setting(env.VITE_PREMIUM_SIGN_UP_URL, 'https://snoot.example/premium');
/** The legal pages linked from the settings menu. */
export const TERMS_URL = setting(env.VITE_TERMS_URL, 'https://snoot.example/terms');
export const PRIVACY_POLICY_URL = setting(env.VITE_PRIVACY_POLICY_URL, 'https://snoot.example/privacy');
