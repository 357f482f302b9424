/// <reference types="vite/client" />

/** The package version, injected by vite.config.ts. */
declare const __APP_VERSION__: string;

/** Addresses of Snoot's outside pages, set when the client is built (see the README). */
interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  readonly VITE_STATUS_PAGE_URL?: string;
  readonly VITE_PREMIUM_SIGN_UP_URL?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_POLICY_URL?: string;
}
