import { Kind, type DocumentNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { takeRateLimits } from '../auth/rateLimit.ts';
import type { Context } from './context.ts';
import { graphqlError } from '../errors.ts';

interface Limit {
  perMember: number;
  perIp: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Mutations that send mail, create rooms, send messages or report are limited per member and per address. */
export const MUTATION_LIMITS: Record<string, Limit> = {
  emailLinkCreate: { perMember: 5, perIp: 20, windowMs: HOUR },
  chatRoomCreatePrivate: { perMember: 30, perIp: 100, windowMs: HOUR },
  chatRoomMessageSend: { perMember: 60, perIp: 300, windowMs: MINUTE },
  // Each reaction reaches the open room live: as often as messages, so flipping one on and off cannot flood it.
  chatRoomMessageReact: { perMember: 60, perIp: 300, windowMs: MINUTE },
  // Each edit reaches the other member live: fixing typos takes a few, rewriting a chat over and over is refused.
  chatRoomMessageEdit: { perMember: 20, perIp: 100, windowMs: MINUTE },
  // The app says "typing" once per burst of keys and "stopped" after a pause or a send: a few a minute.
  chatRoomStartTyping: { perMember: 30, perIp: 150, windowMs: MINUTE },
  chatRoomStopTyping: { perMember: 30, perIp: 150, windowMs: MINUTE },
  // Every like reaches the liked member; enough to like one profile every ten seconds, not to pester one.
  likeProfile: { perMember: 60, perIp: 300, windowMs: 10 * MINUTE },
  unlikeProfile: { perMember: 30, perIp: 150, windowMs: 10 * MINUTE },
  // A gallery has many pictures; liking each of them is fine, flipping one on and off all day is not.
  profileImageLike: { perMember: 120, perIp: 600, windowMs: 10 * MINUTE },
  // Each upload is decoded and re-encoded on the server, the costliest thing a member can ask for.
  userProfileImageAdd: { perMember: 30, perIp: 150, windowMs: HOUR },
  // Chat pictures take the same decoding: a few messages' worth of pictures an hour each, never a flood.
  chatRoomPictureUpload: { perMember: 60, perIp: 300, windowMs: HOUR },
  // Reports reach a person on the team: enough for a member who meets a bad crowd, not for flooding the queue.
  reportProfile: { perMember: 10, perIp: 30, windowMs: HOUR },
  // A group thread reaches every member of the group: a few an hour is a lively member, dozens is a flood.
  groupThreadCreate: { perMember: 10, perIp: 50, windowMs: HOUR },
  // Each reply reaches the thread's readers live and may notify its author: a brisk conversation, not a flood.
  groupReplyCreate: { perMember: 30, perIp: 150, windowMs: MINUTE },
  // Deleting one's posts, or a moderator tidying a thread: plenty, but not a script sweeping a group.
  groupPostDelete: { perMember: 60, perIp: 300, windowMs: MINUTE },
  // A post's report reaches a person on the team, as a profile's does.
  groupPostReport: { perMember: 10, perIp: 30, windowMs: HOUR },
  // An event's picture is decoded like any upload, and each event reaches the directory: the daily limit is the
  // domain's (server/events/create.ts); this keeps a script from trying past it over and over.
  eventCreate: { perMember: 20, perIp: 100, windowMs: HOUR },
  // An answer can move a waiting list and notify the member promoted: enough to change one's mind, not to flap a list.
  eventRsvp: { perMember: 30, perIp: 150, windowMs: HOUR },
  // An event's report reaches a person on the team, as a profile's does.
  eventReport: { perMember: 10, perIp: 30, windowMs: HOUR },
  // Each stored device is a place the server sends to: a browser subscribes once, not hundreds of times.
  pushSubscriptionAdd: { perMember: 20, perIp: 60, windowMs: HOUR },
  // A visible tab reports once a minute and on each visibility change.
  presenceSet: { perMember: 30, perIp: 120, windowMs: MINUTE },
  // The debug screen's connection test reaches everyone on a channel: staff only, and a ping at a time even then.
  publishConnectionTest: { perMember: 30, perIp: 60, windowMs: MINUTE },
};

/** The limits times RATE_LIMIT_SCALE (config.rateLimitScale; the end-to-end suite raises them). */
export const scaledMutationLimits = (scale: number): Record<string, Limit> =>
  Object.fromEntries(
    Object.entries(MUTATION_LIMITS).map(([field, limit]) => [
      field,
      { ...limit, perMember: limit.perMember * scale, perIp: limit.perIp * scale },
    ]),
  );

export const RATE_LIMITED_MESSAGE = 'You are doing that too often. Please wait a moment and try again.';

/**
 * Every root field the mutation selects, each time it is selected: through inline fragments and named
 * fragment spreads, and once per alias, so no way of writing the document runs a limited field uncounted.
 */
export function rootFields(document: DocumentNode, operationName?: string | null): string[] {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations.find((candidate) => !operationName || candidate.name?.value === operationName) ?? operations[0];
  if (operation?.operation !== 'mutation') return [];
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fieldsOf = (selectionSet: SelectionSetNode, seen: Set<string>): string[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, seen);
      const fragment = fragments.get(selection.name.value);
      // A fragment spread in a cycle is invalid and fails validation; it is not followed twice here.
      if (!fragment || seen.has(fragment.name.value)) return [];
      return fieldsOf(fragment.selectionSet, new Set([...seen, fragment.name.value]));
    });
  return fieldsOf(operation.selectionSet, new Set());
}

const limitedFields = (document: DocumentNode, operationName?: string | null) =>
  rootFields(document, operationName).filter((field) => MUTATION_LIMITS[field]);

/** Stops a limited mutation before it runs, with RATE_LIMITED and a message a member understands. */
export function mutationRateLimits(limits = MUTATION_LIMITS): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue;
      for (const field of limitedFields(args.document, args.operationName)) {
        const limit = limits[field];
        const member = context.viewerId ?? 'anonymous';
        const allowed = await takeRateLimits(
          context.db,
          [
            { key: `${field}:member:${member}`, limit: limit.perMember },
            { key: `${field}:ip:${context.ip}`, limit: limit.perIp },
          ],
          limit.windowMs,
        );
        if (!allowed) {
          setResultAndStopExecution({ errors: [graphqlError('RATE_LIMITED', RATE_LIMITED_MESSAGE)] });
          return;
        }
      }
    },
  };
}
