import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const SET = `mutation ($key: String!, $treatment: String!) {
  experimentTreatmentSet(input: { key: $key, treatment: $treatment }) { experiment { key viewerTreatment } }
}`;
const MINE = '{ experiments { key viewerTreatment } }';

type SetAnswer = { experimentTreatmentSet: { experiment: { key: string; viewerTreatment: string | null } } };
type Mine = { experiments: { key: string; viewerTreatment: string | null }[] };

const choose = (app: App, member: Member, key: string, treatment: string) => graphql<SetAnswer>(app, member.token, SET, { key, treatment });
const chosen = async (app: App, member: Member, key: string) =>
  (await graphql<Mine>(app, member.token, MINE)).data!.experiments.find((experiment) => experiment.key === key)?.viewerTreatment;

describe('choosing an experiment treatment', () => {
  let app: App;
  let member: Member;
  let team: Member;
  beforeAll(async () => {
    app = await startTestApp();
    await app.services.db
      .insertInto('experiments')
      .values([
        { key: 'home_news_feed', name: 'Home news feed', type: 'TEAM', treatments: JSON.stringify([{ id: '1', description: 'Show it' }]) },
        { key: 'open_to_all', name: 'Open to all', type: 'PUBLIC', treatments: JSON.stringify([{ id: '1', description: 'Try it' }]) },
      ])
      .execute();
    member = await createMember(app);
    team = await createMember(app, { roles: ['TEAM'] });
  });
  afterAll(() => app?.stop());

  it('refuses a member a team-only experiment, in member words, and stores nothing', async () => {
    const answer = await choose(app, member, 'home_news_feed', '1');
    expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(answer.errors?.[0].message).toBe('Only the Snoot team can try this.');
    expect(await chosen(app, member, 'home_news_feed')).toBeNull();
  });

  it('lets the team choose it, keeps the choice for their next visit, and control clears it', async () => {
    const answer = await choose(app, team, 'home_news_feed', '1');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.experimentTreatmentSet.experiment).toEqual({ key: 'home_news_feed', viewerTreatment: '1' });
    expect(await chosen(app, team, 'home_news_feed')).toBe('1');
    // Each member's choice is their own.
    expect(await chosen(app, member, 'home_news_feed')).toBeNull();
    await choose(app, team, 'home_news_feed', '0');
    expect(await chosen(app, team, 'home_news_feed')).toBeNull();
  });

  it('lets a member choose a public experiment, but no treatment it does not have', async () => {
    expect((await choose(app, member, 'open_to_all', '1')).data!.experimentTreatmentSet.experiment.viewerTreatment).toBe('1');
    const unknown = await choose(app, member, 'open_to_all', '9');
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await chosen(app, member, 'open_to_all')).toBe('1');
    expect((await choose(app, member, 'no_such_thing', '1')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a visitor who is not logged in', async () => {
    const answer = await graphql(app, null, SET, { key: 'open_to_all', treatment: '1' });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
