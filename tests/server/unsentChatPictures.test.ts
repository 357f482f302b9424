import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { UNSENT_PICTURE_KEPT_MS, sweepUnsentPictures } from '../../server/chat/unsentPictures.ts';
import { uploadKey } from '../../server/images/store.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { createRoom, newMember, type Member } from './chatHelpers.ts';
import { dataUrl, photoWithGps } from './settingsFixtures.ts';

const UPLOAD = `mutation ($r: String!, $i: String!) { chatRoomPictureUpload(input: { roomId: $r, image: $i }) { uuid } }`;
const SEND = `mutation ($r: String!, $id: String!, $p: [String!]) {
  chatRoomMessageSend(input: { roomId: $r, message: { content: "", pictureUuids: $p }, clientMutationId: $id }) {
    messageEdge { node { pictures { uuid } } }
  }
}`;

describe.each(backends)('chat pictures never sent are removed after a day ($name)', ({ postgres }) => {
  let app: App;
  let alice: Member;
  let roomId: string;

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    const [a, bob] = await Promise.all([newMember(app, 'alice@example.com'), newMember(app, 'bob@example.com')]);
    alice = a;
    roomId = (await createRoom(app, alice, bob)).data!.chatRoomCreatePrivate.room.uuid;
  });
  afterAll(() => app?.stop());

  const upload = async () => {
    const answer = await graphql<{ chatRoomPictureUpload: { uuid: string } }>(app, alice.token, UPLOAD, {
      r: roomId,
      i: dataUrl(await photoWithGps(64, 48)),
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.chatRoomPictureUpload.uuid;
  };
  const send = (uuids: string[]) => graphql(app, alice.token, SEND, { r: roomId, id: `${Math.random()}`, p: uuids });
  const stored = async (uuid: string) => {
    const row = await app.services.db.selectFrom('images').select('uuid').where('uuid', '=', uuid).executeTakeFirst();
    return { row: row !== undefined, file: await app.services.pictures.exists(uploadKey(uuid)) };
  };

  it('keeps a sent picture and an unsent one younger than a day; removes an unsent one older, row and file', async () => {
    const [sentUuid, waitingUuid] = [await upload(), await upload()];
    expect((await send([sentUuid])).errors).toBeUndefined();

    // A sweep now finds nothing old enough.
    expect(await sweepUnsentPictures(app.services.db, app.services.pictures)).toBe(0);
    expect(await stored(waitingUuid)).toEqual({ row: true, file: true });

    // A day and a minute later: the unsent one goes, the sent one stays.
    const later = new Date(Date.now() + UNSENT_PICTURE_KEPT_MS + 60_000);
    expect(await sweepUnsentPictures(app.services.db, app.services.pictures, later)).toBe(1);
    expect(await stored(waitingUuid)).toEqual({ row: false, file: false });
    expect(await stored(sentUuid)).toEqual({ row: true, file: true });

    // Sending it now is refused in the member's words, and stores no message.
    const late = await send([waitingUuid]);
    expect(late.errors?.[0].message).toBe('One of the pictures is no longer there. Please attach it again.');
  });
});
