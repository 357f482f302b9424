import { sql } from 'kysely';
import { maySeeSql } from '../privacy/rules.ts';

/**
 * Whether every other member of the room of the participant row `participantAlias` is one that participant may
 * see, by the one rule (maySee: present — not deleted or suspended —, same pool, no block, their "who may view
 * my profile"). A room with a member they may not see is not waiting for them: its request is not listed or
 * counted, and its messages are not counted unread, since nobody could say who is waiting.
 */
export function roomMembersSeenSql(participantAlias: string) {
  const room = sql.ref(`${participantAlias}.room_id`);
  const member = sql.ref(`${participantAlias}.profile_id`);
  return sql<boolean>`not exists (
    select 1 from chat_participants unseen_other
    join profiles p on p.id = unseen_other.profile_id
    join profiles unseen_me on unseen_me.id = ${member}
    where unseen_other.room_id = ${room} and unseen_other.profile_id <> ${member}
      and not ${maySeeSql({ alias: 'unseen_me' })}
  )`;
}
