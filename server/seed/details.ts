import type { Bundle } from './bundle.ts';
import { daysAgo, type SeedContext } from './context.ts';
import type { Persona } from './persona.ts';
import type { Rng } from './random.ts';

/** Interests and hobbies, kinks, social accounts, groups and events of one profile. */
export function buildDetails(ctx: SeedContext, persona: Persona, bundle: Bundle) {
  addInterests(ctx, persona, bundle);
  addKinks(ctx, persona, bundle);
  addSocialAccounts(persona, bundle);
  addMemberships(ctx, persona, bundle);
}

function weightedSample<T extends { popularity: number }>(rng: Rng, items: T[], count: number) {
  const chosen = new Set<T>();
  const weights = items.map((item) => item.popularity);
  // Rejection is fine: counts stay far below the catalogue size.
  while (chosen.size < count) chosen.add(rng.weighted(items, weights));
  return [...chosen];
}

function addInterests(ctx: SeedContext, { rng, id, demo }: Persona, bundle: Bundle) {
  const interests = weightedSample(rng, ctx.interests, demo ? 6 : rng.int(1, 7));
  const hobbies = interests.filter(() => rng.chance(0.35));
  for (const interest of interests) bundle.profileInterests.push({ profile_id: id, interest_id: interest.id, is_hobby: false });
  for (const hobby of hobbies) bundle.profileInterests.push({ profile_id: id, interest_id: hobby.id, is_hobby: true });
}

function addKinks(ctx: SeedContext, persona: Persona, bundle: Bundle) {
  if (!persona.isAdOptIn) return;
  const { rng } = persona;
  const allowed = ctx.kinks.filter((kink) => persona.isHardOptIn || !kink.isHard);
  for (const kink of rng.sample(allowed, persona.demo ? 8 : rng.int(3, 12))) {
    bundle.profileKinks.push({
      profile_id: persona.id,
      kink_id: kink.id,
      pleasure_give: rng.int(0, 5),
      pleasure_receive: rng.int(0, 5),
    });
  }
}

const MASTODON_HOSTS = ['mastodon.social', 'furry.engineer', 'meow.social', 'pawb.fun', 'chitter.xyz', 'mastodon.art'];

/** What a social account looks like on each network: the stored value and, where people paste one, a URL. */
function socialAccount(network: string, handle: string, host: string) {
  switch (network) {
    case 'MASTODON':
      return { value: `@${handle}@${host}`, url: `https://${host}/@${handle}` };
    case 'BLUESKY':
      return { value: `${handle}.bsky.social`, url: `https://bsky.app/profile/${handle}.bsky.social` };
    case 'FUR_AFFINITY':
      return { value: handle, url: `https://www.furaffinity.net/user/${handle}` };
    case 'DEVIANT_ART':
      return { value: handle, url: `https://www.deviantart.com/${handle}` };
    case 'STEAM':
      return { value: handle, url: `https://steamcommunity.com/id/${handle}` };
    case 'LASTFM':
      return { value: handle, url: `https://www.last.fm/user/${handle}` };
    case 'TELEGRAM':
      return { value: `@${handle}`, url: `https://t.me/${handle}` };
    case 'TWITTER':
    case 'TWITTER_AD':
      return { value: `@${handle}`, url: null };
    case 'INSTAGRAM':
      return { value: handle, url: null };
    default: // DISCORD, VR_CHAT: names only
      return { value: handle, url: null };
  }
}

const NETWORKS = [
  'TELEGRAM',
  'TWITTER',
  'BLUESKY',
  'MASTODON',
  'FUR_AFFINITY',
  'DISCORD',
  'INSTAGRAM',
  'DEVIANT_ART',
  'STEAM',
  'VR_CHAT',
  'LASTFM',
];
const NETWORK_WEIGHTS = [25, 18, 20, 10, 15, 15, 10, 6, 8, 8, 8];

function addSocialAccounts({ rng, id, demo, displayName, isAdOptIn, faker }: Persona, bundle: Bundle) {
  if (!demo && rng.chance(0.35)) return;
  const count = demo ? 4 : rng.int(1, 4);
  const networks = new Set<string>();
  while (networks.size < count) networks.add(rng.weighted(NETWORKS, NETWORK_WEIGHTS));
  if (demo) networks.add('MASTODON').add('LASTFM');
  if (isAdOptIn && rng.chance(0.4)) networks.add('TWITTER_AD');
  const handle = demo?.username ?? faker.internet.username({ firstName: displayName.split(' ')[0] }).replace(/[^A-Za-z0-9_]/g, '_');
  for (const network of networks) {
    const account = socialAccount(network, network === 'TWITTER_AD' ? `${handle}_ad` : handle, rng.pick(MASTODON_HOSTS));
    bundle.socialAccounts.push({
      id: rng.uuid(),
      profile_id: id,
      social_network: network,
      value: account.value,
      display_name: rng.chance(0.3) ? displayName : null,
      url: account.url,
      is_verified: network === 'MASTODON' && rng.chance(0.5),
      access_permission: demo || rng.chance(0.85) ? 'PUBLIC' : 'PRIVATE',
    });
  }
}

function addMemberships(ctx: SeedContext, persona: Persona, bundle: Bundle) {
  const { rng, id, demo } = persona;
  // A group is for its own age pool; After Dark groups and events are only for adults who opted in. The demo logins'
  // own groups are settled afterwards (seedGroupRoles); a few members wait on closed groups' moderators.
  const groups = ctx.groups.filter((group) => group.adultPool === persona.isAdult && (persona.isAdOptIn || !group.isAd));
  for (const group of rng.sample(groups, demo ? 0 : rng.weighted([0, 1, 2, 3], [35, 35, 20, 10]))) {
    const threads = rng.chance(0.3) ? rng.int(1, 20) : 0;
    const requested = !group.isOpen && rng.chance(0.2);
    const at = daysAgo(ctx.now, rng.int(1, 600) + rng.int(0, 86_399) / 86_400);
    bundle.profileGroups.push({
      profile_id: id,
      group_uuid: group.uuid,
      thread_count: requested ? 0 : threads,
      reply_count: requested ? 0 : threads * rng.int(0, 6) + rng.int(0, 10),
      role: requested ? null : 'MEMBER',
      joined_at: requested ? null : at,
      requested_at: requested ? at : null,
    });
  }
  // An event is for its own age pool too. Answers are from the last days, after every event was made; who waits for
  // the full event is settled afterwards (seedEventAnswers).
  const events = ctx.events.filter((event) => event.adultPool === persona.isAdult && (persona.isAdOptIn || !event.isAd));
  for (const event of rng.sample(events, demo ? 2 : rng.weighted([0, 1, 2], [55, 30, 15]))) {
    bundle.profileEvents.push({
      profile_id: id,
      event_uuid: event.uuid,
      is_waiting_list: false,
      status: rng.chance(0.75) ? 'GOING' : 'INTERESTED',
      answered_at: daysAgo(ctx.now, rng.int(1, 8) + rng.int(0, 86_399) / 86_400),
    });
  }
}
