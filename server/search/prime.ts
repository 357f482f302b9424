import type { Context } from '../graphql/context.ts';
import { profileImagesQuery } from '../graphql/images.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { permits, type Relation } from '../profiles/relations.ts';
import type { ProfileAccess } from '../profiles/visibility.ts';
import { loadViewerRelations, relationTo, type ViewerRelations } from './viewerRelations.ts';

const mirror = (relation: Relation): Relation => (relation === 'LIKED' ? 'LIKED_BY' : relation === 'LIKED_BY' ? 'LIKED' : relation);

/**
 * A page of search results is about to be resolved field by field. Leave what every card needs in the
 * operation's memo — the rows, the viewer's access to each (from relations the search already read) and
 * their primary images (one query) — instead of several queries per card.
 */
export async function primeProfilePage(context: Context, viewer: ProfileRow, rows: ProfileRow[], known?: ViewerRelations | null) {
  if (rows.length === 0) return;
  const relations = known ?? (await loadViewerRelations(context.db, viewer.id));
  const imageIds = rows.flatMap((row) => [row.primary_image_id, row.primary_image_ad_id]).filter((id): id is string => id !== null);
  const images = imageIds.length ? await profileImagesQuery(context).where('profile_images.id', 'in', imageIds).execute() : [];
  const viewerIsAdult = isAdult(viewer.date_of_birth);
  for (const row of rows) {
    const relation = relationTo(relations, row.id);
    const ownerRelation = mirror(relation);
    const canView = permits(row.view_profile, ownerRelation, false);
    const access: ProfileAccess = {
      isSelf: false,
      relation,
      ownerRelation,
      canView,
      viewerIsAdult,
      canViewAd:
        canView && hasAfterDark(viewer) && hasAfterDark(row) && permits(row.view_ad, ownerRelation, false),
    };
    void context.memo(`profile:${row.id}`, async () => row);
    void context.memo(`access:${row.id}`, async () => access);
  }
  for (const image of images) void context.memo(`profile-image:${image.id}`, async () => image);
}
