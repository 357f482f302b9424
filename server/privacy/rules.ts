import { sql, type RawBuilder } from 'kysely';
import type { ProfileRow } from '../db/types.ts';
import { adultBirthDateCutoff, isAdult, inSamePool } from '../profiles/age.ts';
import { permits, type Relation } from '../profiles/relations.ts';
import { isAdultSql } from '../profiles/poolSql.ts';
import { permitsSql, type ViewerSql } from '../search/sqlPermits.ts';

/**
 * The two questions every path asks about a pair of members — may this viewer see this profile, may this
 * viewer start a chat with it — each answered by one function here. The profile page, node(), likes,
 * reports, notifications and chat call the TypeScript form; search, notification lists and like counts run
 * the SQL form inside their statements. tests/server/privacyRules.test.ts holds the two forms to each other.
 */

type Member = Pick<ProfileRow, 'id' | 'date_of_birth' | 'onboarded_at' | 'deleted_at' | 'banned_at'>;
type Owner = Member & Pick<ProfileRow, 'view_profile' | 'start_chat'>;

/** What the rules need of a pair beyond the two rows: read in one statement by relationAndBlock(). */
export interface PairFacts {
  viewer: Member;
  owner: Owner;
  /** Whether either blocked the other. */
  blocked: boolean;
  /** The owner's relation to the viewer (LIKED: the owner liked the viewer), which the owner's settings judge. */
  ownerRelation: Relation;
}

/** A member others can meet: onboarded (a name and a date of birth), not deleted, not banned. */
export const isPresent = (member: Member) =>
  member.onboarded_at !== null && member.date_of_birth !== null && member.deleted_at === null && member.banned_at === null;

/** Whether two members can meet at all, before blocks and settings: both present, in the same age pool. */
export const mayMeet = (viewer: Member, owner: Member) => isPresent(viewer) && isPresent(owner) && inSamePool(viewer, owner);

/**
 * May the viewer see the owner's profile? Oneself always. Anyone else only when both have finished onboarding,
 * the owner is neither deleted nor banned, both are in the same age pool, neither blocked the other, and the
 * owner's "who may view my profile" admits the viewer. A profile this refuses must read as one that does not exist.
 */
export function maySee({ viewer, owner, blocked, ownerRelation }: PairFacts) {
  if (viewer.id === owner.id) return true;
  if (!mayMeet(viewer, owner) || blocked) return false;
  return permits(owner.view_profile, ownerRelation, false);
}

/**
 * May the viewer start a chat with the owner? Only with a profile they may see, never with themselves, and
 * only when the owner's "who may start a chat" admits them. (A room already under way is judged by maySee
 * alone: SPEC §5 checks startChat only before a room's first message.)
 */
export function mayStartChat(facts: PairFacts) {
  if (facts.viewer.id === facts.owner.id || !maySee(facts)) return false;
  return permits(facts.owner.start_chat, facts.ownerRelation, false);
}

/**
 * The viewer as a statement knows it: a known row (a search's viewer, passed as parameters, which lets the age
 * pool be a range on p.date_of_birth that the index serves) or a row alias of the statement (`me` in a
 * notification's join).
 */
export type ViewerInSql = { row: Member; today?: Date } | { alias: string };

function viewerParts(viewer: ViewerInSql): { id: ViewerSql; present: RawBuilder<boolean>; samePool: RawBuilder<boolean> } {
  if ('alias' in viewer) {
    const ref = (column: string) => sql.ref(`${viewer.alias}.${column}`);
    return {
      id: ref('id'),
      present: sql<boolean>`(${ref('onboarded_at')} is not null and ${ref('date_of_birth')} is not null
        and ${ref('deleted_at')} is null and ${ref('banned_at')} is null)`,
      samePool: sql<boolean>`${isAdultSql('p')} = ${isAdultSql(viewer.alias)}`,
    };
  }
  const cutoff = adultBirthDateCutoff(viewer.today);
  return {
    id: viewer.row.id,
    present: isPresent(viewer.row) ? sql<boolean>`true` : sql<boolean>`false`,
    samePool: isAdult(viewer.row.date_of_birth)
      ? sql<boolean>`p.date_of_birth <= ${cutoff}::date`
      : sql<boolean>`p.date_of_birth > ${cutoff}::date`,
  };
}

/**
 * mayMeet() and no block either way, for a row `p` other than the viewer: maySee() before the owner's own "who may
 * view my profile". What a member writes where others gather (a group's discussion) is shown by this rule, and its
 * author's profile by maySee().
 */
export function mayMeetUnblockedConditions(viewer: ViewerInSql): RawBuilder<boolean>[] {
  const { id, present, samePool } = viewerParts(viewer);
  return [
    present,
    sql<boolean>`p.onboarded_at is not null`,
    sql<boolean>`p.date_of_birth is not null`,
    sql<boolean>`p.deleted_at is null`,
    sql<boolean>`p.banned_at is null`,
    samePool,
    sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = ${id} and b.blocked_id = p.id)`,
    sql<boolean>`not exists (select 1 from blocks b where b.blocker_id = p.id and b.blocked_id = ${id})`,
  ];
}

/**
 * maySee() for a row `p` other than the viewer, as separate conditions: the search keeps each one a condition
 * of its own, so the planner can check the age pool on the nearest-first index's entries.
 */
export function maySeeOtherConditions(viewer: ViewerInSql): RawBuilder<boolean>[] {
  const { id } = viewerParts(viewer);
  return [...mayMeetUnblockedConditions(viewer), permitsSql('view_profile', id)];
}

/** SQL form of maySee() for the profile row `p`. */
export function maySeeSql(viewer: ViewerInSql): RawBuilder<boolean> {
  const { id } = viewerParts(viewer);
  return sql<boolean>`(p.id = ${id} or (${sql.join(maySeeOtherConditions(viewer), sql` and `)}))`;
}

/** SQL form of mayStartChat() for the profile row `p`. */
export function mayStartChatSql(viewer: ViewerInSql): RawBuilder<boolean> {
  const { id } = viewerParts(viewer);
  return sql<boolean>`(p.id <> ${id} and ${maySeeSql(viewer)} and ${permitsSql('start_chat', id)})`;
}
