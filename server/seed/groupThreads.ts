import type { DB } from '../db/connect.ts';
import { insertRows } from './insert.ts';
import { Rng } from './random.ts';

const HOUR_MS = 3_600_000;

/** Thread starters any group's members might post, with the replies they draw. */
const TOPICS: { title: string; content: string }[] = [
  { title: 'Introduce yourself!', content: 'New here or been around for ages? Say hi and tell us about your sona.' },
  { title: 'Next meet: who is in?', content: 'Thinking of the usual spot in two weeks, afternoon. Reply if you can make it.' },
  { title: 'Photos from last time', content: 'Post your favourite shots from the last get-together (ask before posting faces).' },
  { title: 'Looking for carpool buddies', content: 'Anyone coming from out of town and happy to share a ride?' },
  { title: 'Book and film tips', content: 'What have you read or watched lately that the rest of us should know about?' },
  { title: 'Work in progress thread', content: 'Show what you are making: art, costumes, code, cakes, anything.' },
];

const REPLIES = [
  'Count me in!',
  'Hi everyone, glad to be here.',
  'I can bring snacks.',
  'That sounds great, thanks for organising.',
  'Maybe next time, have fun!',
  'Love this, keep them coming.',
  'I have two seats free in my car.',
  'Same here, see you there.',
  'Does anyone know if it is accessible by train?',
  'Great idea for a thread.',
];

/**
 * A few threads in each group the demo community seeded, started and answered by its members (the group's owner
 * starts the first), newest activity within the last days, so every group page has a discussion on `npm start`.
 */
export async function seedGroupThreads(db: DB, seed: number, now: Date) {
  const rng = Rng.stream(seed, 'group-threads');
  const groups = await db.selectFrom('groups').select('uuid').orderBy('display_name').execute();
  const members = await db
    .selectFrom('profile_groups')
    .select(['group_uuid', 'profile_id', 'role'])
    .where('role', 'is not', null)
    .orderBy('group_uuid')
    .orderBy('joined_at')
    .orderBy('profile_id')
    .execute();
  const threads: {
    id: string;
    group_uuid: string;
    author_id: string;
    title: string;
    content: string;
    reply_count: number;
    created_at: Date;
    last_activity_at: Date;
  }[] = [];
  const replies: { id: string; thread_id: string; group_uuid: string; author_id: string; content: string; created_at: Date }[] = [];
  for (const group of groups) {
    const ofGroup = members.filter((member) => member.group_uuid === group.uuid);
    if (ofGroup.length === 0) continue;
    const owner = ofGroup.find((member) => member.role === 'OWNER') ?? ofGroup[0]!;
    for (const [index, topic] of rng.sample(TOPICS, Math.min(3, 1 + Math.floor(ofGroup.length / 3))).entries()) {
      const started = new Date(now.getTime() - rng.int(24, 24 * 14) * HOUR_MS);
      const id = rng.uuid();
      let last = started;
      const answers = Math.min(ofGroup.length * 2, rng.int(0, 6));
      for (let i = 0; i < answers; i++) {
        last = new Date(Math.min(now.getTime() - HOUR_MS, last.getTime() + rng.int(1, 20) * HOUR_MS));
        replies.push({
          id: rng.uuid(),
          thread_id: id,
          group_uuid: group.uuid,
          author_id: rng.pick(ofGroup).profile_id,
          content: rng.pick(REPLIES),
          created_at: last,
        });
      }
      const author = index === 0 ? owner : rng.pick(ofGroup);
      threads.push({
        id,
        group_uuid: group.uuid,
        author_id: author.profile_id,
        ...topic,
        reply_count: answers,
        created_at: started,
        last_activity_at: last,
      });
    }
  }
  await insertRows(db, 'group_threads', threads);
  await insertRows(db, 'group_replies', replies);
  const repliers = new Map<string, { thread_id: string; author_id: string; replies: number }>();
  for (const reply of replies) {
    const key = `${reply.thread_id}:${reply.author_id}`;
    const entry = repliers.get(key) ?? { thread_id: reply.thread_id, author_id: reply.author_id, replies: 0 };
    entry.replies += 1;
    repliers.set(key, entry);
  }
  await insertRows(db, 'group_thread_repliers', [...repliers.values()]);
}
