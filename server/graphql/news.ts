import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { toGlobalId } from './ids.ts';
import { newsFor } from '../news/news.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

/** Items whose audience includes the viewer and which the viewer has not dismissed (SPEC §6). */
export async function visibleNews(context: Context) {
  const viewerId = requireViewer(context);
  return newsFor(context.db, viewerId, (await context.viewerRow()).roles);
}

export const newsResolvers: Resolvers = {
  Query: {
    newsItems: (_parent, _args, context) => visibleNews(context),
    newsItem: async (_parent, { slug }, context) => (await visibleNews(context)).find((item) => item.slug === slug) ?? null,
  },
  NewsItem: {
    id: (item) => toGlobalId('NewsItem', item.id),
    updatedAt: (item) => item.updated_at,
    publishedAt: (item) => item.published_at,
    showOnNewsFeed: (item) => item.show_on_news_feed,
    showOnHomePage: (item) => item.show_on_home_page,
  },
};
