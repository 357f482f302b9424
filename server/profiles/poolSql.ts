import { sql } from 'kysely';
import { adultBirthDateCutoff } from './age.ts';

/**
 * SQL for isAdult() of the profile row behind `alias`: true for 18 or over today, false for a minor or a
 * member without a date of birth. Used where a rule of the two pools must run inside a query.
 */
export function isAdultSql(alias: string, today = new Date()) {
  return sql<boolean>`coalesce(${sql.ref(`${alias}.date_of_birth`)} <= ${adultBirthDateCutoff(today)}::date, false)`;
}

/**
 * Whether the chat room of the participant row `participantAlias` has no other member in the other pool.
 * A room between an adult and a minor (made before the rule, or left behind when a birthday or a staff
 * correction moved one of them) is closed for both: it is in neither list, and nothing can be read or sent.
 */
export function roomWithinOnePoolSql(participantAlias: string) {
  const room = sql.ref(`${participantAlias}.room_id`);
  const member = sql.ref(`${participantAlias}.profile_id`);
  return sql<boolean>`not exists (
    select 1 from chat_participants pool_other
    join profiles pool_op on pool_op.id = pool_other.profile_id
    join profiles pool_me on pool_me.id = ${member}
    where pool_other.room_id = ${room} and ${isAdultSql('pool_op')} <> ${isAdultSql('pool_me')}
  )`;
}
