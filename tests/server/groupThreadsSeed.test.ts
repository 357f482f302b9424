import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { logIn, startTestApp } from './harness.ts';
import { openThread, threadsOf } from './groupPostsFixtures.ts';

describe('the demo community’s group discussions', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
  });
  afterAll(async () => {
    await app?.stop();
  });

  const groupNamed = (name: string) =>
    app.services.db.selectFrom('groups').select('uuid').where('display_name', '=', name).executeTakeFirstOrThrow();
  const login = async (email: string) => {
    const token = await logIn(app, email);
    const row = await app.services.db.selectFrom('profiles').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id: row.id, token };
  };

  it('has threads with replies in the demo logins’ groups, each pool’s only for that pool', async () => {
    const [team, minor] = [await login('team@example.com'), await login('minor@example.com')];
    const berlin = await groupNamed('Berlin Furs');
    const threads = (await threadsOf(app, team, berlin))!.edges.map((edge) => edge.node);
    expect(threads.length).toBeGreaterThan(0);
    // The owner (team@) started the group's first thread, and replies show as the thread says.
    const opened = (await openThread(app, team, threads[0]!.uuid))!;
    expect(opened.replies.edges.length).toBe(opened.replyCount);
    const young = await groupNamed('Young Furs Berlin');
    const minorThreads = (await threadsOf(app, minor, young))!.edges;
    expect(minorThreads.length).toBeGreaterThan(0);
    expect(await threadsOf(app, team, young)).toBeNull();
    expect(await openThread(app, team, minorThreads[0]!.node.uuid)).toBeNull();
  });
});
