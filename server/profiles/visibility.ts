import type { DB } from '../db/connect.ts';
import type { ProfileRow } from '../db/types.ts';
import { hasAfterDark, isAdult } from './age.ts';
import { permits, relationAndBlock, type Relation } from './relations.ts';
import { mayMeet, maySee, mayStartChat } from '../privacy/rules.ts';

/** What one viewer may see of one owner: computed once and used by every field of the profile. */
export interface ProfileAccess {
  isSelf: boolean;
  /** The viewer's relation to the owner (LIKED: the viewer liked the owner). */
  relation: Relation;
  /** The owner's relation to the viewer, which the owner's privacy settings are checked against. */
  ownerRelation: Relation;
  canView: boolean;
  /** mayStartChat(): whether the viewer may start a chat with the owner (a room under way needs only canView). */
  canStartChat: boolean;
  viewerIsAdult: boolean;
  /** Adult viewer who opted in to After Dark, looking at an opted-in adult owner who allows it. */
  canViewAd: boolean;
}

const mirror: Record<string, Relation> = { LIKED: 'LIKED_BY', LIKED_BY: 'LIKED', MUTUAL: 'MUTUAL', FRIEND: 'FRIEND' };

export async function accessTo(db: DB, viewer: ProfileRow, owner: ProfileRow): Promise<ProfileAccess> {
  const isSelf = viewer.id === owner.id;
  const viewerIsAdult = isAdult(viewer.date_of_birth);
  if (isSelf) {
    const canViewAd = hasAfterDark(viewer);
    return { isSelf, relation: null, ownerRelation: null, canView: true, canStartChat: false, viewerIsAdult, canViewAd };
  }
  // Gone, not yet onboarded or across the adult/minor line: nothing of the owner reaches the viewer by any path.
  if (!mayMeet(viewer, owner))
    return { isSelf, relation: null, ownerRelation: null, canView: false, canStartChat: false, viewerIsAdult, canViewAd: false };
  const { relation, blocked } = await relationAndBlock(db, viewer.id, owner.id);
  const ownerRelation = relation ? mirror[relation] : null;
  const facts = { viewer, owner, blocked, ownerRelation };
  const canView = maySee(facts);
  const canViewAd = canView && hasAfterDark(viewer) && hasAfterDark(owner) && permits(owner.view_ad, ownerRelation, false);
  return { isSelf, relation, ownerRelation, canView, canStartChat: mayStartChat(facts), viewerIsAdult, canViewAd };
}

/** Whether a profile image is visible to a viewer with this access. */
export function canSeeImage(access: ProfileAccess, image: { access_permission: string; is_ad: boolean; content_rating: string }) {
  if (access.isSelf) return true;
  if (!access.canView) return false;
  if (image.is_ad && !access.canViewAd) return false;
  if (!access.viewerIsAdult && image.content_rating !== 'SAFE') return false;
  if (image.access_permission === 'PRIVATE') return false;
  if (image.access_permission === 'FRIENDS') return access.ownerRelation === 'FRIEND';
  return true;
}
