import type { DB } from '../db/connect.ts';
import { isSupporter, isTeam } from '../profiles/roles.ts';

/** Items whose audience includes a member with these roles and which the member has not dismissed (SPEC §6). */
export async function newsFor(db: DB, profileId: string, roles: string[]) {
  const audiences = ['EVERYONE', ...(isSupporter(roles) ? ['SUPPORTERS'] : []), ...(isTeam(roles) ? ['TEAM'] : [])];
  const rows = await db
    .selectFrom('news_items')
    .selectAll()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('news_dismissals')
            .select('news_id')
            .whereRef('news_dismissals.news_id', '=', 'news_items.id')
            .where('news_dismissals.profile_id', '=', profileId),
        ),
      ),
    )
    .orderBy('published_at', 'desc')
    .execute();
  return rows.filter((row) => row.audiences.some((audience) => audiences.includes(audience)));
}

/** Hides a news item from a member for good: its id, or null when there is no such item. Dismissing twice is fine. */
export async function dismissNews(db: DB, profileId: string, newsId: string) {
  const item = await db.selectFrom('news_items').select('id').where('id', '=', newsId).executeTakeFirst();
  if (!item) return null;
  await db
    .insertInto('news_dismissals')
    .values({ profile_id: profileId, news_id: item.id })
    .onConflict((c) => c.doNothing())
    .execute();
  return item.id;
}
