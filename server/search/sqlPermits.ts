import { sql, type RawBuilder } from 'kysely';
import type { ViewerRelations } from './viewerRelations.ts';

/**
 * SQL twin of `permits` (server/profiles/relations.ts) for the row `p`: whether p's access permission in
 * `column` admits the viewer, judged by p's relation to the viewer (SPEC §5: liked — p liked the viewer,
 * mutual or friend; mutuals — mutual or friend; friends — friend; private — nobody).
 */
export function permitsSql(column: 'view_profile' | 'view_age' | 'view_ad', relations: ViewerRelations): RawBuilder<boolean> {
  const friends = [...relations.friends];
  const likers = [...new Set([...friends, ...relations.likedViewer])];
  const mutuals = [...new Set([...friends, ...[...relations.likedViewer].filter((id) => relations.viewerLiked.has(id))])];
  return sql<boolean>`(case ${sql.ref(`p.${column}`)}
    when 'PUBLIC' then true
    when 'LIKED' then p.id = any(${likers}::uuid[])
    when 'MUTUALS' then p.id = any(${mutuals}::uuid[])
    when 'FRIENDS' then p.id = any(${friends}::uuid[])
    else false end)`;
}
