import { forbidden, unauthenticated } from '../errors.ts';
import { isTeam } from '../profiles/roles.ts';
import type { Context } from './context.ts';
import { refuseOperations } from './refuseOperations.ts';
import { selectedRootFields } from './selectedFields.ts';

/**
 * Root fields for the team only (staff: the TEAM role, SPEC §6): the debug screen's tools and the moderation
 * desk. Each is marked "Staff only" in schema.graphql; tests/server/staffOnly.test.ts checks the two agree and
 * that every one refuses everybody else.
 */
export const STAFF_ONLY_FIELDS: ReadonlySet<string> = new Set([
  // Settings › Debug Options › Websocket: an open channel to everyone subscribed to its name.
  'Mutation.publishConnectionTest',
  'Subscription.connectionTest',
  // Settings › Debug Options › Date of birth corrections.
  'Query.dateOfBirthRecord',
  'Mutation.correctDateOfBirth',
  // Settings › Debug Options › Moderation queue.
  'Query.moderationReports',
  'Query.moderationReport',
  'Mutation.moderationDismissReport',
  'Mutation.moderationRemoveContent',
  'Mutation.moderationSuspendAccount',
]);

export const STAFF_ONLY_MESSAGE = 'Only the Snoot team can do this.';

/** UNAUTHENTICATED without a valid token, FORBIDDEN for anybody not on the team, null for staff. */
async function staffRefusal(context: Context) {
  if (!context.viewerId) return unauthenticated();
  return isTeam((await context.viewerRow()).roles) ? null : forbidden(STAFF_ONLY_MESSAGE);
}

/** The caller's profile id when they are on the team; otherwise throws the refusal. */
export async function requireStaff(context: Context) {
  const refused = await staffRefusal(context);
  if (refused) throw refused;
  return context.viewerId!;
}

/**
 * Staff tools are refused on the server, not only hidden in the app: an operation that selects one of them is
 * refused whole, before it runs, for anybody not on the team.
 */
export const staffOnly = () =>
  refuseOperations(async ({ schema, document, operationName, contextValue }) =>
    selectedRootFields(schema, document, operationName).some((field) => STAFF_ONLY_FIELDS.has(field)) ? staffRefusal(contextValue) : null,
  );
