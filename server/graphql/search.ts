import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden } from './errors.ts';
import { searchProfiles, searchProfilesByName, SearchRuleError, type ProfileSearchFilters } from '../search/profileSearch.ts';
import { primeProfilePage } from '../search/prime.ts';

interface ProfileSearchArgs {
  isAd: boolean;
  filters?: ProfileSearchFilters | null;
  first?: number | null;
  after?: string | null;
}

export const searchResolvers = {
  Query: {
    /** ProfileSearch: nearest first; every filter, age gate, block and privacy rule is applied in SQL. */
    profileSearch: async (_: unknown, args: ProfileSearchArgs, context: Context) => {
      requireViewer(context);
      const viewer = await context.viewerRow();
      try {
        const result = await searchProfiles(context.db, { viewer, isAd: args.isAd, filters: args.filters, first: args.first, after: args.after });
        await primeProfilePage(context, viewer, result.rows, result.relations);
        return { edges: result.edges, pageInfo: result.pageInfo };
      } catch (error) {
        if (error instanceof SearchRuleError) throw (error.code === 'FORBIDDEN' ? forbidden : badInput)(error.message);
        throw error;
      }
    },
    /** ProfileOverview: search by name (at least 3 characters), best matches and nearest first. */
    profileOverview: async (_: unknown, args: { search: string; offset?: number | null; limit?: number | null }, context: Context) => {
      requireViewer(context);
      const viewer = await context.viewerRow();
      const { rows, relations } = await searchProfilesByName(context.db, viewer, args.search, args.offset ?? 0, args.limit ?? 30);
      await primeProfilePage(context, viewer, rows, relations);
      return rows;
    },
  },
};
