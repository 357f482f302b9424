import type { Insertable } from 'kysely';
import type { DB } from '../db/connect.ts';
import type { ChatMessagesTable, ChatParticipantsTable, ChatRoomsTable } from '../db/types.ts';
import type { Member } from './community.ts';
import { daysAgo, DAY_MS } from './context.ts';
import { insertRows } from './insert.ts';
import { Rng } from './random.ts';

/** One private conversation of a demo login, as the chat list should show it. */
interface RoomPlan {
  owner: string;
  /** A demo login's email, or null for a generated profile near the owner. */
  partner: string | null;
  ownerStatus: 'JOINED' | 'INVITED';
  archived?: boolean;
  /** Messages the owner has not read yet. */
  unread: number;
  withDeletedMessage?: boolean;
}

const ROOMS: RoomPlan[] = [
  { owner: 'member@example.com', partner: null, ownerStatus: 'JOINED', unread: 3, withDeletedMessage: true },
  { owner: 'member@example.com', partner: null, ownerStatus: 'JOINED', unread: 0 },
  { owner: 'member@example.com', partner: 'team@example.com', ownerStatus: 'JOINED', unread: 1 },
  { owner: 'member@example.com', partner: null, ownerStatus: 'JOINED', archived: true, unread: 0 },
  // A chat request: the other person wrote, member@example.com has not accepted yet.
  { owner: 'member@example.com', partner: null, ownerStatus: 'INVITED', unread: -1 },
  { owner: 'team@example.com', partner: null, ownerStatus: 'JOINED', unread: 2 },
  { owner: 'vip@example.com', partner: null, ownerStatus: 'JOINED', unread: 0 },
  { owner: 'vip@example.com', partner: null, ownerStatus: 'JOINED', unread: 5 },
  { owner: 'minor@example.com', partner: null, ownerStatus: 'JOINED', unread: 1 },
];

const LINES = [
  'Hey! Saw your profile, love your sona 😊',
  'Hi! Thank you, your art is amazing too',
  'Are you going to the next meet?',
  'Probably! Still need to fix my suit head though',
  'Haha, the eternal struggle',
  'Who made your suit?',
  'I made it myself, took about six months',
  'That is so cool',
  'Want to grab a coffee before the meet?',
  'Sure, what time works for you?',
  'Maybe around 3?',
  'Sounds good!',
  'What games are you playing at the moment?',
  'Mostly Stardew and some VR Chat',
  'Oh nice, add me sometime',
  'Did you see the new con announcement?',
  'Yes! Already booked the hotel',
  'Same hotel as last year?',
  'Yep, see you there 🦊',
  'How was your week?',
  'Busy, but the weekend was great',
  'Got any plans for the holidays?',
  'Visiting family, then a lot of sleeping',
  'Relatable',
  'Good night!',
  'Night! Talk tomorrow',
];

/** Private chats between the demo logins and generated profiles, each with a gap-free message history. */
export async function seedChats(db: DB, seed: number, now: Date, members: Member[]) {
  const rng = Rng.stream(seed, 'chat');
  const byEmail = new Map(members.filter((member) => member.email).map((member) => [member.email!, member]));
  const used = new Set(byEmail.values());
  const rooms: Insertable<ChatRoomsTable>[] = [];
  const participants: Insertable<ChatParticipantsTable>[] = [];
  const messages: Insertable<ChatMessagesTable>[] = [];
  for (const [index, plan] of ROOMS.entries()) {
    const owner = byEmail.get(plan.owner)!;
    const partner = plan.partner ? byEmail.get(plan.partner)! : pickPartner(rng, members, owner, used);
    if (!partner) continue;
    used.add(partner);
    const roomId = rng.uuid();
    const count = rng.int(5, 40);
    // Rooms end at different times in the last days, so the chat list has an order.
    const end = daysAgo(now, index * 0.7 + rng.next() * 0.5);
    const start = new Date(end.getTime() - rng.int(1, 20) * DAY_MS);
    const history = conversation(rng, roomId, [owner.id, partner.id], count, start, end, plan);
    messages.push(...history);
    const last = history[history.length - 1];
    rooms.push({ id: roomId, type: 'PRIVATE', title: null, last_seq_id: count, last_message_at: last.created_at, created_at: start });
    const ownerRead = plan.unread < 0 ? 0 : count - plan.unread;
    participants.push(
      participant(roomId, owner.id, plan.ownerStatus, ownerRead, history, start, plan.archived),
      participant(roomId, partner.id, 'JOINED', count, history, start),
    );
  }
  await insertRows(db, 'chat_rooms', rooms);
  await insertRows(db, 'chat_participants', participants);
  await insertRows(db, 'chat_messages', messages);
}

/** A generated adult for adults and a minor for the minor, preferably from the same city, used once. */
function pickPartner(rng: Rng, members: Member[], owner: Member, used: Set<Member>) {
  const fits = (member: Member) => member.email === null && member.isAdult === owner.isAdult && !used.has(member);
  // Scanning the first few thousand is enough to find neighbours without touching all 100,000 profiles.
  const nearby = members.slice(0, 5000).filter((member) => fits(member) && member.placeId === owner.placeId);
  const candidates = nearby.length > 0 ? nearby : members.filter(fits);
  return candidates.length > 0 ? rng.pick(candidates) : undefined;
}

function conversation(rng: Rng, roomId: string, [ownerId, partnerId]: string[], count: number, start: Date, end: Date, plan: RoomPlan) {
  const step = (end.getTime() - start.getTime()) / Math.max(count - 1, 1);
  const deletedSeq = plan.withDeletedMessage ? rng.int(2, count - 1) : 0;
  // An invitation starts with the partner, and the owner never answered it.
  let speaker = plan.ownerStatus === 'INVITED' ? partnerId : rng.pick([ownerId, partnerId]);
  return Array.from({ length: count }, (_, i): Insertable<ChatMessagesTable> & { created_at: Date } => {
    const seq = i + 1;
    const created_at = new Date(start.getTime() + step * i);
    if (i > 0 && plan.ownerStatus !== 'INVITED' && rng.chance(0.6)) speaker = speaker === ownerId ? partnerId : ownerId;
    // What the owner has not read yet was written by the other person.
    if (seq > count - plan.unread) speaker = partnerId;
    const deleted = seq === deletedSeq;
    return {
      id: rng.uuid(),
      room_id: roomId,
      seq_id: seq,
      profile_id: speaker,
      client_id: rng.token(12),
      content: deleted ? null : LINES[(i + rng.int(0, 3)) % LINES.length],
      created_at,
      updated_at: deleted ? new Date(created_at.getTime() + 60_000) : null,
      deleted_at: deleted ? new Date(created_at.getTime() + 60_000) : null,
    };
  });
}

function participant(
  roomId: string,
  profileId: string,
  status: string,
  lastReadSeq: number,
  history: { created_at: Date }[],
  joinedAt: Date,
  archived = false,
): Insertable<ChatParticipantsTable> {
  return {
    room_id: roomId,
    profile_id: profileId,
    status,
    is_archived: archived,
    is_removed: false,
    last_read_seq_id: lastReadSeq,
    last_read_at: lastReadSeq > 0 ? history[lastReadSeq - 1].created_at : null,
    joined_at: joinedAt,
  };
}
