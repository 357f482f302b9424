/** Where members get help (SPEC §1): the community chat and the support mailbox. */
export const SUPPORT_EMAIL = 'support@snoot.example';
export const COMMUNITY_CHAT_URL = 'https://snoot.example/community';
/** The service status page, linked from the API error screen. */
export const STATUS_PAGE_URL = 'https://status.snoot.example';
/** The external funding page that sells the premium tier. */
export const PREMIUM_SIGN_UP_URL = 'https://snoot.example/premium';
