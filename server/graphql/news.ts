import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { isSupporter, isTeam } from '../profiles/roles.ts';
import type { Selectable } from 'kysely';
import type { NewsItemsTable } from '../db/types.ts';

type NewsRow = Selectable<NewsItemsTable>;

/** Items whose audience includes the viewer and which the viewer has not dismissed (SPEC §6). */
export async function visibleNews(context: Context) {
  const viewerId = requireViewer(context);
  const roles = (await context.viewerRow()).roles;
  const audiences = ['EVERYONE', ...(isSupporter(roles) ? ['SUPPORTERS'] : []), ...(isTeam(roles) ? ['TEAM'] : [])];
  const rows = await context.db
    .selectFrom('news_items')
    .selectAll()
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('news_dismissals').select('news_id').whereRef('news_dismissals.news_id', '=', 'news_items.id').where('news_dismissals.profile_id', '=', viewerId))),
    )
    .orderBy('published_at', 'desc')
    .execute();
  return rows.filter((row) => row.audiences.some((audience) => audiences.includes(audience)));
}

export const newsResolvers = {
  Query: {
    newsItems: (_: unknown, __: unknown, context: Context) => visibleNews(context),
    newsItem: async (_: unknown, { slug }: { slug: string }, context: Context) =>
      (await visibleNews(context)).find((item) => item.slug === slug) ?? null,
  },
  NewsItem: {
    id: (item: NewsRow) => toGlobalId('NewsItem', item.id),
    updatedAt: (item: NewsRow) => item.updated_at,
    publishedAt: (item: NewsRow) => item.published_at,
    showOnNewsFeed: (item: NewsRow) => item.show_on_news_feed,
    showOnHomePage: (item: NewsRow) => item.show_on_home_page,
  },
};
