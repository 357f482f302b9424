import type { DB } from '../db/connect.ts';
import type { Member } from './community.ts';
import { daysAgo } from './context.ts';
import { insertRows } from './insert.ts';
import { Rng } from './random.ts';

/**
 * Likes (some mutual), friendships (stored in both directions) and a few blocks. People mostly connect
 * within their own city, and adults and minors never connect with each other.
 */
export async function seedRelations(db: DB, seed: number, now: Date, members: Member[]) {
  const rng = Rng.stream(seed, 'relations');
  const circles = circlesOf(members);
  const likes = new Map<string, { liker_id: string; liked_id: string; created_at: Date }>();
  const friendships = new Map<string, { profile_id: string; friend_id: string; created_at: Date }>();
  const like = (liker: Member, liked: Member) => {
    const key = `${liker.id}|${liked.id}`;
    if (liker.id !== liked.id && !likes.has(key))
      likes.set(key, { liker_id: liker.id, liked_id: liked.id, created_at: daysAgo(now, rng.next() * 200) });
  };
  const befriend = (a: Member, b: Member) => {
    if (a.id === b.id || friendships.has(`${a.id}|${b.id}`)) return;
    const created_at = daysAgo(now, rng.next() * 300);
    friendships.set(`${a.id}|${b.id}`, { profile_id: a.id, friend_id: b.id, created_at });
    friendships.set(`${b.id}|${a.id}`, { profile_id: b.id, friend_id: a.id, created_at });
  };
  for (const member of members) {
    // Demo logins get a busy social life so every relation type shows up for them.
    const isDemo = member.email !== null;
    const count = isDemo ? 10 : rng.weighted([0, 1, 2, 3, 4, 6, 8], [10, 15, 20, 20, 15, 12, 8]);
    for (let i = 0; i < count; i++) {
      const other = pickOther(rng, circles, member);
      like(member, other);
      if (rng.chance(isDemo ? 0.6 : 0.3)) like(other, member);
      if (rng.chance(isDemo ? 0.4 : 0.12)) befriend(member, other);
    }
    if (isDemo) for (let i = 0; i < 6; i++) like(pickOther(rng, circles, member), member);
  }
  await insertRows(db, 'likes', [...likes.values()]);
  await insertRows(db, 'friendships', [...friendships.values()]);
  await insertRows(db, 'blocks', blocks(rng, now, circles, members));
}

type Circles = Map<string, Member[]>;

function circleKey(member: Member, local: boolean) {
  return `${member.isAdult ? 'adult' : 'minor'}:${local ? member.placeId : '*'}`;
}

function circlesOf(members: Member[]): Circles {
  const circles: Circles = new Map();
  for (const member of members) {
    for (const key of [circleKey(member, true), circleKey(member, false)]) {
      if (!circles.has(key)) circles.set(key, []);
      circles.get(key)!.push(member);
    }
  }
  return circles;
}

function pickOther(rng: Rng, circles: Circles, member: Member) {
  const local = circles.get(circleKey(member, true))!;
  const pool = local.length > 1 && rng.chance(0.8) ? local : circles.get(circleKey(member, false))!;
  return rng.pick(pool);
}

function blocks(rng: Rng, now: Date, circles: Circles, members: Member[]) {
  const rows = new Map<string, { blocker_id: string; blocked_id: string; created_at: Date }>();
  // Demo logins are never blocked, so the demo stays predictable.
  for (const member of members.filter((candidate) => candidate.email === null)) {
    if (!rng.chance(0.01)) continue;
    const other = pickOther(rng, circles, member);
    if (other.id !== member.id && other.email === null) {
      rows.set(`${member.id}|${other.id}`, { blocker_id: member.id, blocked_id: other.id, created_at: daysAgo(now, rng.next() * 100) });
    }
  }
  return [...rows.values()];
}
