import { sql, type RawBuilder } from 'kysely';
import type { Relation } from '../profiles/relations.ts';

/**
 * The viewer as the statement knows it: a parameter (a search's viewer) or a column of the statement (`me.id`
 * in a notification's join). The profile judged is always the row `p`.
 */
export type ViewerSql = string | RawBuilder<unknown>;

/**
 * Whether the viewer and `p` are friends, whether `p` liked the viewer, whether the viewer liked `p`: index
 * probes on the rows the statement looks at, so a member's likes are never read in full (a member liked by
 * thousands made every search and notification page read and send them all).
 */
function relationFacts(viewer: ViewerSql) {
  return {
    friend: sql<boolean>`exists (select 1 from friendships f where f.profile_id = ${viewer} and f.friend_id = p.id)`,
    likedViewer: sql<boolean>`exists (select 1 from likes l where l.liker_id = p.id and l.liked_id = ${viewer})`,
    viewerLiked: sql<boolean>`exists (select 1 from likes l where l.liker_id = ${viewer} and l.liked_id = p.id)`,
  };
}

/**
 * SQL twin of `permits` (server/profiles/relations.ts) for the row `p`: whether p's access permission in
 * `column` admits the viewer, judged by p's relation to the viewer (SPEC §5: liked — p liked the viewer,
 * mutual or friend; mutuals — mutual or friend; friends — friend; private — nobody). A public profile is
 * admitted without looking at any relation.
 */
export function permitsSql(
  column: 'view_profile' | 'view_age' | 'view_ad' | 'start_chat' | 'view_groups' | 'view_events',
  viewer: ViewerSql,
): RawBuilder<boolean> {
  const { friend, likedViewer, viewerLiked } = relationFacts(viewer);
  return sql<boolean>`(case ${sql.ref(`p.${column}`)}
    when 'PUBLIC' then true
    when 'LIKED' then ${friend} or ${likedViewer}
    when 'MUTUALS' then ${friend} or (${likedViewer} and ${viewerLiked})
    when 'FRIENDS' then ${friend}
    else false end)`;
}

/** SQL twin of `relationBetween(viewer, p)`: the viewer's relation to the row `p` as the API names it. */
export function relationSql(viewer: ViewerSql): RawBuilder<Relation> {
  const { friend, likedViewer, viewerLiked } = relationFacts(viewer);
  return sql<Relation>`(case
    when ${friend} then 'FRIEND'
    when ${viewerLiked} then (case when ${likedViewer} then 'MUTUAL' else 'LIKED' end)
    when ${likedViewer} then 'LIKED_BY'
    end)`;
}
