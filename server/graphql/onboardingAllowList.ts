/**
 * What a member may ask for before onboarding is complete (a display name and a date of birth: `onboarded_at`
 * set, see server/profiles/onboarding.ts). Every other field of Query, Mutation, Subscription and Viewer is
 * refused with ONBOARDING_REQUIRED (server/graphql/onboardingFirst.ts), so a field added to the schema stays
 * closed to them until it is added here, in review. tests/server/onboardingFirst.test.ts pins this list.
 *
 * Other types are not listed: they are reached only through the fields below, which lead to the member's own
 * account and profile (a Profile reached here is always the viewer's own).
 */
export const ALLOWED_BEFORE_ONBOARDING: ReadonlySet<string> = new Set([
  // The logged-in shell's query (AppShellQuery), which shows the onboarding screen; its Viewer fields are below.
  'Query.viewer',
  // Onboarding itself; the payload is the member's own profile and Viewer.
  'Mutation.userSetDisplayName',
  'Mutation.userSetDateOfBirth',
  // Leaving is always possible: logging out, and deleting the account.
  'Mutation.logout',
  'Mutation.deleteAccount',

  // The member's own account, as the shell and the onboarding screen read it.
  'Viewer.id',
  'Viewer.isOnboarded',
  'Viewer.isAdult',
  'Viewer.isDeveloper',
  // The flags that apply to the member's own roles: product settings, nobody's data.
  'Viewer.featureFlags',
  // Their own profile: name, date of birth, picture. Profile's own fields describe only that profile.
  'Viewer.profile',
  // The shell's navigation asks for these along with the rest; before onboarding they answer 0, as if there
  // were nobody (VIEWER_ANSWERS_BEFORE_ONBOARDING).
  'Viewer.chatsUnreadCount',
  'Viewer.notificationsUnreadCount',
]);

/** Allowed Viewer fields that would count other members: until onboarding each gives this answer instead. */
export const VIEWER_ANSWERS_BEFORE_ONBOARDING = {
  chatsUnreadCount: 0,
  notificationsUnreadCount: 0,
} as const;

/** The types whose every field is judged against the list; the rest are reached only through them. */
export const GATED_TYPES: ReadonlySet<string> = new Set(['Query', 'Mutation', 'Subscription', 'Viewer']);
