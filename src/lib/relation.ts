export type RelationType = 'FRIEND' | 'LIKED' | 'LIKED_BY' | 'MUTUAL';

export interface RelationAction {
  label: 'Like' | 'Like Back' | 'Friend' | 'You Liked' | 'Mutual';
  /** What pressing the button does (SPEC §4: mutual or liked removes the like, anything else likes). */
  action: 'like' | 'unlike';
}

export function relationAction(relation: RelationType | null | undefined): RelationAction {
  switch (relation) {
    case 'MUTUAL':
      return { label: 'Mutual', action: 'unlike' };
    case 'LIKED':
      return { label: 'You Liked', action: 'unlike' };
    case 'LIKED_BY':
      return { label: 'Like Back', action: 'like' };
    case 'FRIEND':
      return { label: 'Friend', action: 'like' };
    default:
      return { label: 'Like', action: 'like' };
  }
}

/** The relation to show before the server answers; the server's answer replaces it (SPEC §4). */
export function expectedRelation(relation: RelationType | null | undefined, action: RelationAction['action']): RelationType | null {
  const current = relation ?? null;
  if (current === 'FRIEND') return 'FRIEND';
  if (action === 'like') return current === 'LIKED_BY' || current === 'MUTUAL' ? 'MUTUAL' : 'LIKED';
  return current === 'MUTUAL' || current === 'LIKED_BY' ? 'LIKED_BY' : null;
}
