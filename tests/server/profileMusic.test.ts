import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, startTestApp } from './harness.ts';
import { createMember, type Member } from './profileFixtures.ts';

const TRACK = `query ($uuid: String!) { profile(uuid: $uuid) { recentTrack { artist name imageUrl url streamedDate nowPlaying } } }`;

/** A local stand-in for Last.fm's `user.getRecentTracks`, recording what it was asked. */
function fakeLastfm() {
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://fake').searchParams;
    requests.push(params);
    res.setHeader('content-type', 'application/json');
    if (params.get('api_key') !== 'test-key') {
      res.statusCode = 403;
      return res.end(JSON.stringify({ error: 10, message: 'Invalid API key' }));
    }
    const user = params.get('user');
    if (user === 'silent_fox') return res.end(JSON.stringify({ recenttracks: { track: [] } }));
    res.end(
      JSON.stringify({
        recenttracks: {
          track: [
            {
              artist: { '#text': 'The Midnight' },
              name: 'Sunset',
              url: 'https://www.last.fm/music/The+Midnight/_/Sunset',
              image: [
                { '#text': 'https://img.example/small.png', size: 'small' },
                { '#text': 'https://img.example/large.png', size: 'extralarge' },
              ],
              '@attr': { nowplaying: 'true' },
            },
            { artist: { '#text': 'FM-84' }, name: 'Running in the Night', date: { uts: '1700000000' } },
          ],
        },
      }),
    );
  });
  return { server, requests };
}

describe('now playing from Last.fm', () => {
  let fake: ReturnType<typeof fakeLastfm>;
  let app: App;
  let appWithoutKey: App;
  let viewer: Member;

  const addLastfm = (app: App, owner: Member, value: string, access = 'PUBLIC') =>
    app.services.db
      .insertInto('social_accounts')
      .values({ id: randomUUID(), profile_id: owner.id, social_network: 'LASTFM', value, access_permission: access })
      .execute();
  const trackOf = async (app: App, viewer: Member, owner: Member) => {
    const answer = await graphql<{ profile: { recentTrack: Record<string, unknown> | null } }>(app, viewer.token, TRACK, {
      uuid: owner.id,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profile.recentTrack;
  };

  beforeAll(async () => {
    fake = fakeLastfm();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/2.0/`;
    app = await startTestApp({ env: { LASTFM_API_KEY: 'test-key', LASTFM_API_URL: url } });
    appWithoutKey = await startTestApp({ env: { LASTFM_API_URL: url } });
    viewer = await createMember(app);
  });
  afterAll(async () => {
    await app?.stop();
    await appWithoutKey?.stop();
    await new Promise((resolve) => fake?.server.close(resolve));
  });

  it('shows the newest track of a linked account and asks Last.fm once per 120 s', async () => {
    const owner = await createMember(app);
    await addLastfm(app, owner, 'synth_fox');
    const before = fake.requests.length;
    expect(await trackOf(app, viewer, owner)).toEqual({
      artist: 'The Midnight',
      name: 'Sunset',
      imageUrl: 'https://img.example/large.png',
      url: 'https://www.last.fm/music/The+Midnight/_/Sunset',
      streamedDate: null,
      nowPlaying: true,
    });
    await trackOf(app, viewer, owner);
    await trackOf(app, owner, owner);
    const asked = fake.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toMatchObject({
      method: 'user.getrecenttracks',
      user: 'synth_fox',
      api_key: 'test-key',
      format: 'json',
    });
  });

  it('shows nothing without a linked account, with nothing played, or to whom the account is private', async () => {
    const unlinked = await createMember(app);
    expect(await trackOf(app, viewer, unlinked)).toBeNull();
    const silent = await createMember(app);
    await addLastfm(app, silent, 'silent_fox');
    expect(await trackOf(app, viewer, silent)).toBeNull();
    const secretive = await createMember(app);
    await addLastfm(app, secretive, 'secret_fox', 'PRIVATE');
    const before = fake.requests.length;
    expect(await trackOf(app, viewer, secretive)).toBeNull();
    expect(fake.requests.length).toBe(before);
    expect((await trackOf(app, secretive, secretive))?.artist).toBe('The Midnight');
  });

  it('hides the block when the server has no Last.fm key', async () => {
    const owner = await createMember(appWithoutKey);
    const someone = await createMember(appWithoutKey);
    await addLastfm(appWithoutKey, owner, 'synth_fox');
    const before = fake.requests.length;
    expect(await trackOf(appWithoutKey, someone, owner)).toBeNull();
    expect(fake.requests.length).toBe(before);
  });
});
