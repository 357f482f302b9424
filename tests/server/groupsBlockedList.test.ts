import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { graphql, backends, startTestApp } from './harness.ts';
import { createMember } from './profileFixtures.ts';
import { act, createGroup, directoryUuids, ok } from './groupsHelpers.ts';

const BLOCKED = `query { viewer { blockedContent { groups { id uuid displayName } } } }`;
const UNBLOCK = `mutation ($id: ID!) { groupUnblock(input: { groupId: $id }) { viewer { blockedContent { groups { id } } } } }`;

type Blocked = { viewer: { blockedContent: { groups: { id: string; uuid: string; displayName: string }[] } } };

describe.each(backends)('blocked groups in Content Preferences on $name', ({ postgres }) => {
  let app: App;
  beforeAll(async () => {
    app = await startTestApp({ postgres });
  });
  afterAll(() => app?.stop());

  it('lists each blocked group with the id Group.id has, which unblocks it (the client never builds ids)', async () => {
    const owner = await createMember(app, { name: 'Blocked List Owner' });
    const viewer = await createMember(app);
    const uuid = await createGroup(app, owner, { displayName: 'Drum Circle Dingoes' });
    const { group } = ok(
      await graphql<{ group: { id: string } }>(app, viewer.token, 'query ($u: String!) { group(uuid: $u) { id } }', { u: uuid }),
    );
    ok(await act(app, viewer, 'groupBlock', uuid));

    const listed = ok(await graphql<Blocked>(app, viewer.token, BLOCKED)).viewer.blockedContent.groups;
    expect(listed).toEqual([{ id: group.id, uuid, displayName: 'Drum Circle Dingoes' }]);
    ok(await graphql(app, viewer.token, UNBLOCK, { id: listed[0].id }));
    expect(ok(await graphql<Blocked>(app, viewer.token, BLOCKED)).viewer.blockedContent.groups).toEqual([]);
    expect(await directoryUuids(app, viewer, { search: 'Drum Circle' })).toEqual([uuid]);
  });

  it('gives no id of a group the viewer may no longer see: a blocked group of the other age pool is not listed', async () => {
    const owner = await createMember(app, { name: 'Pool Owner' });
    const viewer = await createMember(app);
    const uuid = await createGroup(app, owner, { displayName: 'Grown Gators' });
    ok(await act(app, viewer, 'groupBlock', uuid));
    expect(ok(await graphql<Blocked>(app, viewer.token, BLOCKED)).viewer.blockedContent.groups.map((row) => row.uuid)).toEqual([uuid]);
    // Staff correct the viewer's date of birth into the minors' pool: the adults' group is gone from every list of theirs.
    await app.services.db
      .updateTable('profiles')
      .set({ date_of_birth: `${new Date().getUTCFullYear() - 16}-01-01` })
      .where('id', '=', viewer.id)
      .execute();
    expect(ok(await graphql<Blocked>(app, viewer.token, BLOCKED)).viewer.blockedContent.groups).toEqual([]);
  });
});
