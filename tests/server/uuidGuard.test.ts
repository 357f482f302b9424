import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { newMember, type Member } from './chatHelpers.ts';

/** Ids of the right length and alphabet that are not uuids: PostgreSQL refuses them as uuids. */
const notUuids = ['a'.repeat(36), '-'.repeat(36), '0123456789abcdef0123456789abcdef----'];

describe.each(backends)('ids that only look like uuids ($name)', ({ postgres }) => {
  let app: App;
  let member: Member;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
    member = await newMember(app, 'ida@example.com');
  });
  afterAll(() => app?.stop());

  it('find no profile, as an unknown id does', async () => {
    for (const uuid of notUuids) {
      const answer = await graphql(app, member.token, 'query ($u: String!) { profile(uuid: $u) { uuid } }', { u: uuid });
      expect(answer).toEqual({ data: { profile: null } });
    }
  });

  it('block no one: the profile is not found, not a server error', async () => {
    for (const uuid of notUuids) {
      const answer = await graphql(app, member.token, 'mutation ($u: String!) { userBlockProfile(input: { uuid: $u }) { __typename } }', {
        u: uuid,
      });
      expect(answer.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([['Profile not found.', 'NOT_FOUND']]);
    }
  });
});
