import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { SubscriptionFeed } from './subscriptionFeed.ts';
import { block, like } from './notificationFixtures.ts';

interface Event {
  notifications: { unreadCount: number; notification: { kind: string; actor: { displayName: string } } };
}

const SUBSCRIPTION = 'subscription { notifications { unreadCount notification { kind actor { displayName } } } }';
const seen = (feed: SubscriptionFeed<Event>) =>
  feed.received.map(
    (event) =>
      `${event.notifications.notification.kind} from ${event.notifications.notification.actor.displayName} (${event.notifications.unreadCount})`,
  );

describe('the notifications subscription', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  it('tells the right member only, judges each event by the rules as they stand, and ends at logout', async () => {
    const [ana, ben, cy, eve] = await Promise.all(['Ana', 'Ben', 'Cy', 'Eve'].map((name) => createMember(app, { name })));
    const benFeed = new SubscriptionFeed<Event>(app, ben.token, SUBSCRIPTION);
    const eveFeed = new SubscriptionFeed<Event>(app, eve.token, SUBSCRIPTION);
    // A feed is open once a first event could reach it: wait until one does for each.
    await like(app, cy, eve);
    await eveFeed.until((feed) => feed.received.length === 1);
    await like(app, cy, ben);
    await benFeed.until((feed) => feed.received.length === 1);

    await like(app, ana, ben);
    await benFeed.until((feed) => feed.received.length === 2);
    // Eve hears of her own notifications only: the next she gets is Ana's like of her, not Ana's like of Ben.
    await like(app, ana, eve);
    await eveFeed.until((feed) => feed.received.length === 2);
    expect(seen(eveFeed)).toEqual(['LIKE from Cy (1)', 'LIKE from Ana (2)']);

    // Once Ben blocks Cy, an event about Cy's like (marking it read re-announces it) no longer reaches him.
    await block(app, ben, cy);
    const cyLike = await app.services.db
      .selectFrom('notifications')
      .select('id')
      .where('recipient_id', '=', ben.id)
      .where('actor_id', '=', cy.id)
      .executeTakeFirstOrThrow();
    app.services.pubsub.publish('notification', ben.id, { notificationId: cyLike.id });
    const dee = await createMember(app, { name: 'Dee' });
    await like(app, dee, ben);
    await benFeed.until((feed) => feed.received.length === 3);
    expect(seen(benFeed)).toEqual(['LIKE from Cy (1)', 'LIKE from Ana (2)', 'LIKE from Dee (2)']);

    await graphql(app, ben.token, 'mutation { logout { __typename } }');
    await benFeed.until((feed) => feed.ended);
    await like(app, eve, ben);
    expect(benFeed.received).toHaveLength(3);
    await Promise.all([benFeed.dispose(), eveFeed.dispose()]);
  });
});
