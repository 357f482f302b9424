import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { block, like, untilLive } from './notificationFixtures.ts';

interface Event {
  notifications: { unreadCount: number; notification: { id: string; kind: string; actor: { displayName: string } } };
}

const SUBSCRIPTION = 'subscription { notifications { unreadCount notification { id kind actor { displayName } } } }';
const seen = (events: Event[]) =>
  events.map(
    ({ notifications: { notification, unreadCount } }) => `${notification.kind} from ${notification.actor.displayName} (${unreadCount})`,
  );
const received = (feed: SubscriptionFeed<Event>, text: string) => seen(feed.received).includes(text);

describe('the notifications subscription', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('tells the right member only, judges each event by the rules as they stand, and ends at logout', async () => {
    const [ana, ben, cy, eve] = await Promise.all(['Ana', 'Ben', 'Cy', 'Eve'].map((name) => createMember(app, { name })));
    await like(app, cy, eve);
    await like(app, cy, ben);
    const benFeed = new SubscriptionFeed<Event>(app, ben.token, SUBSCRIPTION);
    const eveFeed = new SubscriptionFeed<Event>(app, eve.token, SUBSCRIPTION);
    await Promise.all([untilLive(app, benFeed, ben.id), untilLive(app, eveFeed, eve.id)]);

    await like(app, ana, ben);
    await like(app, ana, eve);
    await benFeed.until((feed) => received(feed, 'LIKE from Ana (2)'));
    await eveFeed.until((feed) => received(feed, 'LIKE from Ana (2)'));
    // Each heard only of their own notifications.
    const idsOf = async (recipientId: string) =>
      new Set(
        (await app.services.db.selectFrom('notifications').select('id').where('recipient_id', '=', recipientId).execute()).map((row) =>
          toGlobalId('Notification', row.id),
        ),
      );
    const [benIds, eveIds] = [await idsOf(ben.id), await idsOf(eve.id)];
    expect(benFeed.received.every((event) => benIds.has(event.notifications.notification.id))).toBe(true);
    expect(eveFeed.received.every((event) => eveIds.has(event.notifications.notification.id))).toBe(true);

    // Once Ben blocks Cy, an event about Cy's like no longer reaches him; Dee's still does.
    await block(app, ben, cy);
    const afterBlock = benFeed.received.length;
    const cyLike = await app.services.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', ben.id)
      .where('actor_id', '=', cy.id)
      .executeTakeFirstOrThrow();
    app.services.pubsub.publish('notification', ben.id, { notificationId: cyLike.id });
    const dee = await createMember(app, { name: 'Dee' });
    await like(app, dee, ben);
    await benFeed.until((feed) => received(feed, 'LIKE from Dee (2)'));
    expect(seen(benFeed.received.slice(afterBlock))).toEqual(['LIKE from Dee (2)']);

    await graphql(app, ben.token, 'mutation { logout { __typename } }');
    await benFeed.until((feed) => feed.ended);
    await Promise.all([benFeed.dispose(), eveFeed.dispose()]);
  });
});
