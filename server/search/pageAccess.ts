import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from '../profiles/age.ts';
import { permits, type Relation } from '../profiles/relations.ts';
import type { ProfileAccess } from '../profiles/visibility.ts';
import { maySee, mayStartChat } from '../privacy/rules.ts';

const mirror = (relation: Relation): Relation => (relation === 'LIKED' ? 'LIKED_BY' : relation === 'LIKED_BY' ? 'LIKED' : relation);

/**
 * The viewer's access to one search result, from the viewer's relation to it that the search read in its own
 * statement: the search kept only members the viewer may see (maySeeOtherConditions), so no block is left
 * between them and the rules run on the rows as read.
 */
export function accessToResult(viewer: ProfileRow, relation: Relation, row: ProfileRow): ProfileAccess {
  const ownerRelation = mirror(relation);
  const facts = { viewer, owner: row, blocked: false, ownerRelation };
  const canView = maySee(facts);
  return {
    isSelf: false,
    relation,
    ownerRelation,
    canView,
    canStartChat: mayStartChat(facts),
    viewerIsAdult: isAdult(viewer.date_of_birth),
    canViewAd: canView && hasAfterDark(viewer) && hasAfterDark(row) && permits(row.view_ad, ownerRelation, false),
  };
}

/** The primary images (main and After Dark) a page of results shows. */
export const primaryImageIdsOf = (rows: ProfileRow[]) =>
  rows.flatMap((row) => [row.primary_image_id, row.primary_image_ad_id]).filter((id): id is string => id !== null);
