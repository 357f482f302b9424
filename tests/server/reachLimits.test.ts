import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { App } from '../../server/app.ts';
import { MUTATION_LIMITS, RATE_LIMITED_MESSAGE } from '../../server/graphql/mutationLimits.ts';
import { toGlobalId } from '../../server/graphql/ids.ts';
import { MAX_PICTURES } from '../../server/images/pictureCap.ts';
import { createSlots, SlotsBusy } from '../../server/images/uploadSlots.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { addImage as addFixtureImage, createMember, type Member } from './profileFixtures.ts';
import { createRoom } from './chatHelpers.ts';
import { addImage, dataUrl } from './settingsFixtures.ts';

type Answer = Awaited<ReturnType<typeof graphql>>;

describe.each(backends)('limits on every way to reach a member, at their real numbers ($name)', ({ postgres }) => {
  let app: App;
  let jpeg: string;
  beforeAll(async () => {
    [app, jpeg] = await Promise.all([
      startTestApp({ postgres, mutationLimits: MUTATION_LIMITS }),
      sharp({ create: { width: 16, height: 16, channels: 3, background: 'teal' } })
        .jpeg()
        .toBuffer()
        .then((bytes) => dataUrl(bytes)),
    ]);
  });
  afterAll(() => app?.stop());

  /** Runs the mutation as often as its per-member limit allows, each time accepted; then once more. */
  async function untilRefused(field: string, run: () => Promise<Answer>) {
    for (let time = 1; time <= MUTATION_LIMITS[field].perMember; time++) {
      const answer = await run();
      expect(answer.errors, `${field} #${time}`).toBeUndefined();
    }
    return run();
  }

  const refusedAsTooOften = (answer: Answer) => {
    expect(answer.data).toBeFalsy();
    expect(answer.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([['RATE_LIMITED', RATE_LIMITED_MESSAGE]]);
  };

  it('likes and unlikes of a profile, each with its own limit', async () => {
    const [ana, ben, cy] = [await createMember(app), await createMember(app), await createMember(app)];
    const change = (field: 'likeProfile' | 'unlikeProfile', from: Member, to: Member) => () =>
      graphql(app, from.token, `mutation ($u: String!) { ${field}(input: {uuid: $u}) { relationType } }`, { u: to.id });
    refusedAsTooOften(await untilRefused('likeProfile', change('likeProfile', ana, ben)));
    refusedAsTooOften(await untilRefused('unlikeProfile', change('unlikeProfile', cy, ben)));
    // The refusals changed nothing: Ana's like stands, and another member is not held back by hers.
    expect((await change('unlikeProfile', ana, ben)()).data).toEqual({ unlikeProfile: { relationType: null } });
    expect((await change('likeProfile', cy, ben)()).data).toEqual({ likeProfile: { relationType: 'LIKED' } });
  });

  it('likes of a picture', async () => {
    const [ana, ben] = [await createMember(app), await createMember(app)];
    const id = toGlobalId('ProfileImage', await addFixtureImage(app, ben));
    let liked = false;
    const flip = () =>
      graphql(app, ana.token, 'mutation ($id: ID!, $l: Boolean!) { profileImageLike(input: {id: $id, liked: $l}) { likeCount } }', {
        id,
        l: (liked = !liked),
      });
    refusedAsTooOften(await untilRefused('profileImageLike', flip));
  });

  it('typing signals in a chat room', async () => {
    const [ana, ben] = [await createMember(app), await createMember(app)];
    const roomId = (await createRoom(app, ana, ben)).data!.chatRoomCreatePrivate.room.uuid;
    for (const field of ['chatRoomStartTyping', 'chatRoomStopTyping']) {
      const signal = () => graphql(app, ana.token, `mutation ($r: String!) { ${field}(input: {roomId: $r}) { ok } }`, { r: roomId });
      refusedAsTooOften(await untilRefused(field, signal));
    }
  });

  it('picture uploads an hour', async () => {
    const ana = await createMember(app);
    refusedAsTooOften(await untilRefused('userProfileImageAdd', () => addImage(app, ana.token, jpeg)));
  });

  it(`at most ${MAX_PICTURES} pictures a member, refused in their words until they delete one`, async () => {
    const ana = await createMember(app);
    for (let picture = 1; picture < MAX_PICTURES; picture++) await addFixtureImage(app, ana, { isAd: picture % 2 === 0 });
    const last = await addImage(app, ana.token, jpeg);
    expect(last.errors).toBeUndefined();
    const refused = await addImage(app, ana.token, jpeg);
    expect(refused.errors?.map((error) => [error.extensions?.code, error.message])).toEqual([
      ['BAD_USER_INPUT', `You have reached the limit of ${MAX_PICTURES} pictures. Delete one to add another.`],
    ]);
    const stored = await app.services.db.selectFrom('images').select('uuid').where('owner_id', '=', ana.id).execute();
    expect(stored).toHaveLength(MAX_PICTURES);
    const removed = await graphql(app, ana.token, 'mutation ($id: ID!) { userProfileImageRemove(input: {id: $id}) { deletedId } }', {
      id: last.data!.userProfileImageAdd.profileImageEdge.node.id,
    });
    expect(removed.errors).toBeUndefined();
    expect((await addImage(app, ana.token, jpeg)).errors).toBeUndefined();
  });
});

describe('upload slots', () => {
  it('take as many uploads at once as they have, refuse one more at once, and take it again once one is free', async () => {
    const slots = createSlots(1);
    let finish = () => {};
    const first = slots.run(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect(slots.run(async () => 'second')).rejects.toBeInstanceOf(SlotsBusy);
    finish();
    expect(await first).toBe('first');
    expect(await slots.run(async () => 'third')).toBe('third');
  });
});
