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
  // Oneself, or gone, not yet onboarded or across the adult/minor line: judged without reading their relation.
  const judgedAlready = viewer.id === owner.id || !mayMeet(viewer, owner);
  return accessGiven(viewer, owner, judgedAlready ? { relation: null, blocked: false } : await relationAndBlock(db, viewer.id, owner.id));
}

/**
 * The same judgement from the two members' relation and block already known, with no read: the way back of
 * an access just judged (reverseAccess), or the facts from a statement that read them together.
 */
export function accessGiven(viewer: ProfileRow, owner: ProfileRow, known: { relation: Relation; blocked: boolean }): ProfileAccess {
  const isSelf = viewer.id === owner.id;
  const viewerIsAdult = isAdult(viewer.date_of_birth);
  // Nothing of a gone, not yet onboarded owner, or one across the adult/minor line, reaches the viewer by any path.
  if (isSelf || !mayMeet(viewer, owner))
    return {
      isSelf,
      relation: null,
      ownerRelation: null,
      canView: isSelf,
      canStartChat: false,
      viewerIsAdult,
      canViewAd: isSelf && hasAfterDark(viewer),
    };
  const { relation, blocked } = known;
  const ownerRelation = relation ? mirror[relation] : null;
  const facts = { viewer, owner, blocked, ownerRelation };
  const canView = maySee(facts);
  const canViewAd = canView && hasAfterDark(viewer) && hasAfterDark(owner) && permits(owner.view_ad, ownerRelation, false);
  return { isSelf, relation, ownerRelation, canView, canStartChat: mayStartChat(facts), viewerIsAdult, canViewAd };
}

/**
 * The owner's access to the viewer, from the viewer's access to the owner: the relation seen from the other
 * side, and a block either way stands both ways. An access that may not view counts as blocked, so the way
 * back never admits more than a fresh read would.
 */
export function reverseAccess(access: ProfileAccess, viewer: ProfileRow, owner: ProfileRow): ProfileAccess {
  return accessGiven(owner, viewer, { relation: access.ownerRelation, blocked: !access.canView });
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
