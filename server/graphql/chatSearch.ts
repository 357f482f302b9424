import { takeRateLimits } from '../auth/rateLimit.ts';
import { graphqlError, notAllowed } from '../errors.ts';
import { NOT_YOUR_ROOM } from '../chat/caller.ts';
import { searchRoomMessages, searchText, snippetOf } from '../chat/search.ts';
import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { RATE_LIMITED_MESSAGE } from './mutationLimits.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/**
 * Searches a member may make a minute (times RATE_LIMIT_SCALE): a search box asks once per pause in typing, so
 * this is a search every second; the database's work for more is refused.
 */
export const CHAT_SEARCH_LIMIT = { perMember: 60, perIp: 300, windowMs: 60_000 };

/** Counts a search against the member's and the address's limits; refuses it, changing nothing, once over. */
async function takeSearchLimit(context: Context) {
  const scale = context.config.rateLimitScale;
  const allowed = await takeRateLimits(
    context.db,
    [
      { key: `chatSearch:member:${requireViewer(context)}`, limit: CHAT_SEARCH_LIMIT.perMember * scale },
      { key: `chatSearch:ip:${context.ip}`, limit: CHAT_SEARCH_LIMIT.perIp * scale },
    ],
    CHAT_SEARCH_LIMIT.windowMs,
  );
  if (!allowed) throw graphqlError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
}

/** The chat list's search words, null for none, counted against the limit when there are some. */
export async function chatListSearch(context: Context, search: string | null | undefined) {
  const text = searchText(search);
  if (text) await takeSearchLimit(context);
  return text;
}

/** Search inside a conversation: the room is the viewer's (ChatRoom resolves for participants only). */
export const chatSearchResolvers: Resolvers = {
  ChatRoom: {
    messageSearch: async (room, args, context) => {
      // A room the member removed from their list is not searched until it returns (a new message brings it back).
      if (room.is_removed) throw notAllowed(NOT_YOUR_ROOM);
      const text = searchText(args.query);
      if (!text) throw graphqlError('BAD_USER_INPUT', 'Type a word to search for.');
      await takeSearchLimit(context);
      const { page, hasNextPage } = await searchRoomMessages(context.db, room, text, args.first ?? 20, args.after);
      const edges = page.map((node) => ({ cursor: String(node.seq_id), node, snippet: snippetOf(node.content ?? '', text) }));
      return {
        edges,
        pageInfo: {
          hasNextPage,
          hasPreviousPage: Boolean(args.after),
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  },
};
