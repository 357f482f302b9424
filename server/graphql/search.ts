import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden } from '../errors.ts';
import { searchProfiles, searchProfilesByName, SearchRuleError } from '../search/profileSearch.ts';
import type { ProfileRow } from '../db/types.ts';
import { profileImagesByIds, type ProfileImageSource } from '../images/profileImageRows.ts';
import { accessToResult, primaryImageIdsOf } from '../search/pageAccess.ts';
import type { Relation } from '../profiles/relations.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/**
 * A page of results is about to be resolved field by field: hand the loaders what every card needs — the
 * rows, the viewer's access to each (from the relations the search read beside them) and their primary
 * images (one query) — instead of several queries per card.
 */
async function primeResults(
  context: Context,
  viewer: ProfileRow,
  rows: ProfileRow[],
  relations: Map<string, Relation>,
  knownImages?: ProfileImageSource[],
) {
  if (rows.length === 0) return;
  const images = knownImages ?? (await profileImagesByIds(context.db, primaryImageIdsOf(rows)));
  for (const row of rows) {
    context.loaders.profile.prime(row.id, row);
    context.loaders.access.prime(row, accessToResult(viewer, relations.get(row.id) ?? null, row));
  }
  for (const image of images) if (image) context.loaders.profileImage.prime(image.id, image);
}

export const searchResolvers: Resolvers = {
  Query: {
    /** ProfileSearch: nearest first; every filter, age gate, block and privacy rule is applied in SQL. */
    profileSearch: async (_parent, args, context) => {
      requireViewer(context);
      const viewer = await context.viewerRow();
      try {
        const result = await searchProfiles(context.db, {
          viewer,
          isAd: args.isAd,
          filters: args.filters,
          first: args.first,
          after: args.after,
        });
        // The search read the cards' primary pictures in its own statement.
        await primeResults(context, viewer, result.rows, result.relations, result.images);
        return { edges: result.edges, pageInfo: result.pageInfo };
      } catch (error) {
        if (error instanceof SearchRuleError) throw (error.code === 'FORBIDDEN' ? forbidden : badInput)(error.message);
        throw error;
      }
    },
    /** ProfileOverview: search by name (at least 3 characters), best matches and nearest first. */
    profileOverview: async (_parent, args, context) => {
      requireViewer(context);
      const viewer = await context.viewerRow();
      const { rows, relations } = await searchProfilesByName(context.db, viewer, args.search, args.offset ?? 0, args.limit ?? 30);
      await primeResults(context, viewer, rows, relations);
      return rows;
    },
  },
};
