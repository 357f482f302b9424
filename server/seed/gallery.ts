import type { Bundle } from './bundle.ts';
import { daysAgo, type SeedContext } from './context.ts';
import type { Blob } from './images.ts';
import { pickSpecies, sonaName, type Persona } from './persona.ts';
import type { ChosenImages } from './profiles.ts';

type Slot = 'portrait' | 'fursuit' | 'paw' | 'landscape' | 'person';
const TYPE_OF: Record<Slot, string> = { portrait: 'ART', fursuit: 'FURSUIT', paw: 'OTHER', landscape: 'OTHER', person: 'PERSON' };

interface Placed {
  slot: Slot | 'ad';
  blob: Blob;
  isAd: boolean;
  access: string;
}

/**
 * Sonas and images of one profile. Every picture is its own `images` row (owned by the profile, as an upload
 * would be) pointing at a shared blob of the pool. Returns the ids for the profile's image slots.
 */
export function buildGallery(ctx: SeedContext, persona: Persona, bundle: Bundle): ChosenImages {
  const sonaIds = buildSonas(ctx, persona, bundle);
  const placed = chooseImages(ctx, persona);
  const ids = placed.map((picture, position) => addImage(ctx, persona, bundle, picture, position, sonaIds));
  const { rng, demo } = persona;
  const firstAd = placed.findIndex((picture) => picture.isAd);
  const header = placed.findIndex((picture) => picture.slot === 'landscape' && picture.access === 'PUBLIC');
  return {
    // A few profiles never picked a profile picture.
    primary: demo || rng.chance(0.92) ? ids[0] : null,
    primaryAd: firstAd >= 0 ? ids[firstAd] : null,
    header: header >= 0 && (demo || rng.chance(0.7)) ? ids[header] : null,
  };
}

function buildSonas(ctx: SeedContext, persona: Persona, bundle: Bundle) {
  const { rng, demo } = persona;
  const count = demo ? 2 : rng.weighted([0, 1, 2, 3], [10, 55, 25, 10]);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = rng.uuid();
    ids.push(id);
    bundle.sonas.push({
      id,
      profile_id: persona.id,
      display_name: i === 0 && demo ? demo.displayName.split(' ')[0] : sonaName(rng),
      species_id: i === 0 ? persona.species.id : pickSpecies(ctx, rng).id,
      has_fursuit: rng.chance(i === 0 ? 0.3 : 0.1),
      created_at: daysAgo(ctx.now, 600 - i * 30),
    });
  }
  return ids;
}

function chooseImages(ctx: SeedContext, persona: Persona): Placed[] {
  const { rng, demo } = persona;
  const shelves = ctx.shelves;
  const count = demo ? 4 : rng.weighted([1, 2, 3, 4, 5, 6], [10, 22, 25, 20, 13, 10]);
  const placed: Placed[] = [];
  for (let i = 0; i < count; i++) {
    const slot: Slot =
      i === 0
        ? rng.weighted<Slot>(['portrait', 'fursuit', 'person', 'paw'], [50, 25, 10, 15])
        : rng.weighted<Slot>(['portrait', 'fursuit', 'paw', 'landscape', 'person'], [35, 20, 10, 20, 15]);
    // The first picture becomes the profile picture, so it is always public.
    const access = i === 0 || demo ? 'PUBLIC' : rng.weighted(['PUBLIC', 'FRIENDS', 'PRIVATE'], [85, 10, 5]);
    placed.push({ slot, blob: rng.pick(shelves[slot]), isAd: false, access });
  }
  if (demo || rng.chance(0.35)) placed.push({ slot: 'landscape', blob: rng.pick(shelves.landscape), isAd: false, access: 'PUBLIC' });
  // After Dark pictures: mature for every opted-in adult, explicit and hard only for those who opted in to them.
  if (persona.isAdOptIn) {
    const adCount = demo ? 3 : rng.int(1, 3);
    for (let i = 0; i < adCount; i++) {
      const rating = !persona.isExplicitOptIn
        ? 'mature'
        : rng.weighted(['mature', 'explicit', 'hard'], [30, 50, persona.isHardOptIn ? 20 : 0]);
      const blob = demo && i < 3 ? shelves[(['mature', 'explicit', 'hard'] as const)[i]][0] : rng.pick(shelves[rating as 'mature']);
      placed.push({ slot: 'ad', blob, isAd: true, access: rng.chance(0.9) ? 'PUBLIC' : 'FRIENDS' });
    }
  }
  return placed;
}

function addImage(ctx: SeedContext, persona: Persona, bundle: Bundle, picture: Placed, position: number, sonaIds: string[]) {
  const { rng } = persona;
  const imageUuid = rng.uuid();
  const id = rng.uuid();
  const createdAt = daysAgo(ctx.now, 500 - position * 7 - rng.next() * 5);
  bundle.images.push({
    uuid: imageUuid,
    owner_id: persona.id,
    blob_key: picture.blob.key,
    content_rating: picture.blob.rating,
    width: picture.blob.width,
    height: picture.blob.height,
    blur_hash: picture.blob.blurHash,
    created_at: createdAt,
  });
  const type = picture.slot === 'ad' ? 'ART' : TYPE_OF[picture.slot];
  // Art and fursuit photos are often of one of the profile's sonas.
  const sonaId = (type === 'ART' || type === 'FURSUIT') && sonaIds.length > 0 && rng.chance(0.6) ? rng.pick(sonaIds) : null;
  bundle.profileImages.push({
    id,
    profile_id: persona.id,
    image_uuid: imageUuid,
    access_permission: picture.access,
    is_ad: picture.isAd,
    type,
    sona_id: sonaId,
    created_at: createdAt,
  });
  if (sonaId) bundle.sonaImages.push({ sona_id: sonaId, profile_image_id: id });
  return id;
}
