import { sql } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { Relation } from '../profiles/relations.ts';

/** Everyone a viewer is related to, read in one query: few enough to hand to SQL as lists. */
export interface ViewerRelations {
  friends: Set<string>;
  /** Profiles that liked the viewer. */
  likedViewer: Set<string>;
  /** Profiles the viewer liked. */
  viewerLiked: Set<string>;
}

export async function loadViewerRelations(db: DB, viewerId: string): Promise<ViewerRelations> {
  const { rows } = await sql<{ kind: 'friend' | 'liker' | 'liked'; id: string }>`
    select 'friend' as kind, friend_id as id from friendships where profile_id = ${viewerId}
    union all select 'liker', liker_id from likes where liked_id = ${viewerId}
    union all select 'liked', liked_id from likes where liker_id = ${viewerId}
  `.execute(db);
  const relations: ViewerRelations = { friends: new Set(), likedViewer: new Set(), viewerLiked: new Set() };
  for (const row of rows)
    (row.kind === 'friend' ? relations.friends : row.kind === 'liker' ? relations.likedViewer : relations.viewerLiked).add(row.id);
  return relations;
}

/** The viewer's relation to one profile as the API names it (LIKED: the viewer liked them). */
export function relationTo(relations: ViewerRelations, id: string): Relation {
  if (relations.friends.has(id)) return 'FRIEND';
  const liked = relations.viewerLiked.has(id);
  const likedBack = relations.likedViewer.has(id);
  if (liked && likedBack) return 'MUTUAL';
  if (liked) return 'LIKED';
  if (likedBack) return 'LIKED_BY';
  return null;
}
