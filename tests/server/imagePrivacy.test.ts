import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { App } from '../../server/app.ts';
import { imagePath, imageUrlSecret } from '../../server/images/signedUrls.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import { AD_ADULT, createMember, relate, type Member } from './profileFixtures.ts';
import { addImage, dataUrl } from './settingsFixtures.ts';

const PROFILE_IMAGES = `query ($uuid: String!, $isAd: Boolean = false) {
  profile(uuid: $uuid) { images(first: 10, isAd: $isAd) { edges { node { accessPermission image { uuid url(width: 374) blurred: url(width: 256, blur: true) } } } } }
}`;

interface SeenImage {
  accessPermission: string;
  image: { uuid: string; url: string; blurred: string };
}

const jpeg = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();

/** What anyone holding a URL gets: status, Cache-Control and body text (a refused image must look like a missing one). */
async function get(app: App, path: string) {
  const response = await fetch(`${app.url}${path}`);
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    text: type.startsWith('text/') ? await response.text() : null,
  };
}

const MISSING = { status: 404, cache: null, text: 'Image not found' };

describe.each(backends)('private images stay private ($name)', ({ postgres }) => {
  let app: App;
  let owner: Member;
  let ownerUuid: string;
  let friend: Member;
  let stranger: Member;

  async function upload(accessPermission: string, extra: Record<string, unknown> = {}, by = owner) {
    const answer = await addImage(app, by.token, dataUrl(await jpeg()), { accessPermission, ...extra });
    expect(answer.errors).toBeUndefined();
    return answer.data!.userProfileImageAdd.profileImageEdge.node;
  }

  async function seenBy(viewer: Member, of = ownerUuid, isAd = false) {
    const answer = await graphql<{ profile: { images: { edges: { node: SeenImage }[] } } | null }>(app, viewer.token, PROFILE_IMAGES, {
      uuid: of,
      isAd,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profile?.images.edges.map((edge) => edge.node) ?? [];
  }

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    owner = await createMember(app, { name: 'Owner' });
    friend = await createMember(app, { name: 'Friend' });
    stranger = await createMember(app, { name: 'Stranger' });
    await relate(app, owner, friend, 'FRIEND');
    ownerUuid = owner.id;
  });
  afterAll(() => app?.stop());

  it('serves a friends-only image only at the signed URL a friend was given, privately cached until it expires', async () => {
    const added = await upload('FRIENDS');
    const plain = `/image/${added.image.uuid}.jpeg?width=374`;
    expect(await get(app, plain)).toEqual(MISSING);

    const seen = (await seenBy(friend)).find((image) => image.image.uuid === added.image.uuid)!;
    expect(seen.image.url).toMatch(/&expires=\d+&sig=[\w-]+$/);
    const served = await get(app, seen.image.url);
    expect(served.status).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.cache ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(45 * 60);
    expect(maxAge).toBeLessThanOrEqual(75 * 60);
    expect((await get(app, seen.image.blurred)).status).toBe(200);
    // The owner's own upload answer carries a working URL too.
    expect((await get(app, added.image.url)).status).toBe(200);

    // A stranger is not given the image, and nothing about it leaks from the image path.
    expect((await seenBy(stranger)).map((image) => image.image.uuid)).not.toContain(added.image.uuid);
  });

  it('refuses a private image to unsigned, tampered, borrowed and expired URLs exactly as it answers for a missing image', async () => {
    const added = await upload('PRIVATE');
    const other = await upload('PRIVATE');
    const { uuid } = added.image;
    const signed = new URL(added.image.url, app.url);
    const expires = signed.searchParams.get('expires')!;
    const sig = signed.searchParams.get('sig')!;
    expect((await get(app, added.image.url)).status).toBe(200);

    expect(await get(app, '/image/00000000-0000-4000-8000-000000000000.jpeg?width=374')).toEqual(MISSING);
    expect(await get(app, `/image/${uuid}.jpeg?width=374`)).toEqual(MISSING);
    expect(await get(app, `/image/${uuid}.jpeg?width=374&expires=${Number(expires) + 900}&sig=${sig}`)).toEqual(MISSING);
    expect(await get(app, `/image/${uuid}.jpeg?width=374&expires=${expires}&sig=${sig.slice(0, -2)}AA`)).toEqual(MISSING);
    expect(await get(app, `/image/${other.image.uuid}.jpeg?width=374&expires=${expires}&sig=${sig}`)).toEqual(MISSING);
    expect(await get(app, `/image/${uuid}.jpeg?width=374&expires=${expires}&sig=`)).toEqual(MISSING);

    // A URL correctly signed for a viewer stops working at its expiry (signed here with one that has passed).
    const secret = await imageUrlSecret(app.services.db);
    const expired = imagePath(uuid, { width: 374, blur: false }, { secret, expires: Math.floor(Date.now() / 1000) - 1 });
    const current = imagePath(uuid, { width: 374, blur: false }, { secret, expires: Math.floor(Date.now() / 1000) + 60 });
    expect(await get(app, expired)).toEqual(MISSING);
    expect((await get(app, current)).status).toBe(200);
  });

  it('keeps public images at plain URLs with a year-long immutable cache', async () => {
    const added = await upload('PUBLIC');
    expect(added.image.url).toBe(`/image/${added.image.uuid}.jpeg?width=1536`);
    const seen = (await seenBy(stranger)).find((image) => image.image.uuid === added.image.uuid)!;
    expect(seen.image.url).toBe(`/image/${added.image.uuid}.jpeg?width=374`);
    const served = await get(app, seen.image.url);
    expect(served).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
  });

  it('stops serving an image at its old plain URL once it is made private', async () => {
    const added = await upload('PUBLIC');
    const plain = `/image/${added.image.uuid}.jpeg?width=374`;
    expect((await get(app, plain)).status).toBe(200);
    const edited = await graphql<{ userProfileImageEdit: { profileImage: { image: { url: string } } } }>(
      app,
      owner.token,
      'mutation ($id: ID!) { userProfileImageEdit(input: {id: $id, accessPermission: PRIVATE}) { profileImage { image { url(width: 374) } } } }',
      { id: added.id },
    );
    expect(edited.errors).toBeUndefined();
    expect(await get(app, plain)).toEqual(MISSING);
    expect((await get(app, edited.data!.userProfileImageEdit.profileImage.image.url)).status).toBe(200);
  });

  it('serves public After Dark and explicit images only at signed URLs, which a minor is never given', async () => {
    const adOwner = await createMember(app, { ...AD_ADULT, name: 'Night Owl' });
    const adViewer = await createMember(app, { ...AD_ADULT, name: 'Night Viewer' });
    const minor = await createMember(app, { age: 16, name: 'Young Viewer' });
    const explicit = await upload('PUBLIC', { contentRating: 'EXPLICIT' }, adOwner);
    const afterDark = await upload('PUBLIC', { isAd: true }, adOwner);
    for (const added of [explicit, afterDark]) {
      expect(added.image.url).toMatch(/&expires=\d+&sig=/);
      expect(await get(app, `/image/${added.image.uuid}.jpeg?width=374`)).toEqual(MISSING);
    }

    const seenAd = (await seenBy(adViewer, adOwner.id, true)).find((image) => image.image.uuid === afterDark.image.uuid)!;
    expect((await get(app, seenAd.image.url)).status).toBe(200);
    const seenSafe = (await seenBy(adViewer, adOwner.id)).find((image) => image.image.uuid === explicit.image.uuid)!;
    expect((await get(app, seenSafe.image.blurred)).status).toBe(200);

    const minorSees = [...(await seenBy(minor, adOwner.id)), ...(await seenBy(minor, adOwner.id, true))].map((image) => image.image.uuid);
    expect(minorSees).not.toContain(explicit.image.uuid);
    expect(minorSees).not.toContain(afterDark.image.uuid);
  });
});
