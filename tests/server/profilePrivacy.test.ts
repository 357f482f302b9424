import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app.ts';
import { backends, graphql, startTestApp } from './harness.ts';
import {
  AD_ADULT,
  ADMITS,
  PERMISSIONS,
  RELATIONS,
  addImage,
  addKinks,
  createMember,
  relate,
  type Member,
  type OwnerRelation,
} from './profileFixtures.ts';

const PROFILE = `query ($uuid: String!) {
  profile(uuid: $uuid) {
    uuid age dateOfBirth canStartChat
    bioAd { biography }
    kinks { kink { displayName isHard } }
    primaryImageAd { id }
    adImages: images(isAd: true) { edges { node { id } } }
  }
}`;

interface SeenProfile {
  uuid: string;
  age: number | null;
  dateOfBirth: string | null;
  canStartChat: boolean;
  bioAd: { biography: string } | null;
  kinks: { kink: { displayName: string; isHard: boolean } }[];
  primaryImageAd: { id: string } | null;
  adImages: { edges: unknown[] };
}

const SETTINGS = {
  view_profile: (seen: SeenProfile | null) => seen !== null,
  view_age: (seen: SeenProfile | null) => seen !== null && seen.age !== null && seen.dateOfBirth !== null,
  start_chat: (seen: SeenProfile | null) => seen !== null && seen.canStartChat,
  view_kinks: (seen: SeenProfile | null) => seen !== null && seen.kinks.length > 0,
  view_ad: (seen: SeenProfile | null) =>
    seen !== null && seen.bioAd !== null && seen.adImages.edges.length > 0 && seen.primaryImageAd !== null,
} as const;

const ALL_PUBLIC = { view_profile: 'PUBLIC', view_age: 'PUBLIC', start_chat: 'PUBLIC', view_kinks: 'PUBLIC', view_ad: 'PUBLIC' };

describe.each(backends)('profile privacy on $name', ({ postgres }) => {
  let app: App;
  let owner: Member;
  const viewers = new Map<OwnerRelation, Member>();

  const see = async (viewer: Member, uuid = owner.id) => {
    const answer = await graphql<{ profile: SeenProfile | null }>(app, viewer.token, PROFILE, { uuid });
    expect(answer.errors).toBeUndefined();
    return answer.data!.profile;
  };
  const setOwner = (columns: Record<string, unknown>) =>
    app.services.db.updateTable('profiles').set(columns).where('id', '=', owner.id).execute();

  beforeAll(async () => {
    app = await startTestApp({ postgres });
    owner = await createMember(app, { ...AD_ADULT, ad_biography: 'After dark hello' });
    await addKinks(app, owner);
    await setOwner({ primary_image_ad_id: await addImage(app, owner, { isAd: true, rating: 'EXPLICIT' }) });
    // Every viewer is an adult who opted in to everything, so only the owner's setting decides.
    for (const relation of RELATIONS) {
      const viewer = await createMember(app, AD_ADULT);
      await relate(app, owner, viewer, relation);
      viewers.set(relation, viewer);
    }
  });
  afterAll(() => app?.stop());

  for (const [setting, observe] of Object.entries(SETTINGS)) {
    for (const permission of PERMISSIONS) {
      it(`${setting} = ${permission} admits exactly ${ADMITS[permission].join(', ') || 'nobody'}`, async () => {
        await setOwner({ ...ALL_PUBLIC, [setting]: permission });
        for (const relation of RELATIONS) {
          const seen = await see(viewers.get(relation)!);
          expect({ relation, admitted: observe(seen) }).toEqual({ relation, admitted: ADMITS[permission].includes(relation) });
        }
        // The owner always sees their own profile in full (no chat with oneself, though).
        const own = await see(owner);
        expect(own && SETTINGS[setting as keyof typeof SETTINGS](own)).toBe(setting !== 'start_chat');
      });
    }
  }

  it('always shows the age of a member under 18, whatever their setting', async () => {
    const minor = await createMember(app, { age: 16, view_age: 'PRIVATE', view_profile: 'PUBLIC' });
    // Only another minor sees a minor's profile at all.
    const seen = await see(await createMember(app, { age: 17 }), minor.id);
    expect(seen?.age).toBe(16);
    const adult = await createMember(app, { age: 40, view_age: 'PRIVATE' });
    expect((await see(viewers.get('none')!, adult.id))?.age).toBeNull();
  });

  it('hides hard kinks from an adult who did not opt in to them', async () => {
    await setOwner(ALL_PUBLIC);
    const softViewer = await createMember(app, { ...AD_ADULT, is_hard_opt_in: false });
    const seen = await see(softViewer);
    expect(seen?.kinks.map((entry) => entry.kink.isHard)).toEqual([false]);
    expect((await see(viewers.get('none')!))?.kinks.map((entry) => entry.kink.isHard).sort()).toEqual([false, true]);
  });
});
