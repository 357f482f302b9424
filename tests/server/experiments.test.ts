import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';

type Experiments = { experiments: { id: string; key: string; treatments: { id: string; key: string; description: string }[] }[] };

describe('experiments', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp();
    await app.services.db
      .insertInto('experiments')
      .values([
        {
          key: 'home_news_feed',
          name: 'Home news feed',
          treatments: JSON.stringify([{ id: '1', description: 'Show the news feed on home' }]),
        },
        {
          key: 'mastodon_links',
          name: 'Mastodon links',
          treatments: JSON.stringify([
            { id: '1', description: 'Link mastodon handles to their profile page' },
            { id: '2', description: 'Copy them' },
          ]),
        },
      ])
      .execute();
  });
  afterAll(() => app?.stop());

  it('gives every treatment a globally unique id, so a client cache never merges two treatments', async () => {
    const { data } = await graphql<Experiments>(app, null, '{ experiments { id key treatments { id key description } } }');
    const treatments = data!.experiments.flatMap((experiment) => experiment.treatments);
    expect(treatments.map((treatment) => [treatment.key, treatment.description])).toEqual([
      ['1', 'Show the news feed on home'],
      ['1', 'Link mastodon handles to their profile page'],
      ['2', 'Copy them'],
    ]);
    const ids = [...data!.experiments.map((experiment) => experiment.id), ...treatments.map((treatment) => treatment.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
