import type { Context } from './context.ts';
import { requireViewer } from './context.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { toGlobalId } from './ids.ts';
import type { ProfileRow } from '../db/types.ts';
import { ageOn, isAdult, isValidBirthDate } from '../profiles/age.ts';
import { announceClosedRooms, correctDateOfBirth, correctionsOf, findMemberForStaff } from '../profiles/dateOfBirth.ts';
import { sameEmailIds, sameEmailProfiles } from './sameEmailAccounts.ts';
import { isTeam } from '../profiles/roles.ts';
import { profileById } from '../profiles/profileRows.ts';
import type { Resolvers } from './__generated__/resolvers.ts';

export const DATE_OF_BIRTH_LOCKED = "Your date of birth is set and can't be changed. If it is wrong, ask the Snoot team to correct it.";
const MAX_REASON = 1000;

/** Staff only: every other caller is refused, whatever they ask about. */
async function requireStaff(context: Context) {
  requireViewer(context);
  const viewer = await context.viewerRow();
  if (!isTeam(viewer.roles)) throw forbidden('Only the Snoot team can see or correct dates of birth.');
  return viewer;
}

/** The member with the other accounts of their login emails, and the corrections made to any of them. */
async function record(context: Context, member: ProfileRow) {
  const others = await sameEmailIds(context, member.id);
  return { member, sameEmailIds: others, corrections: await correctionsOf(context.db, [member.id, ...others]) };
}

/** The reason, trimmed; a correction without one is not made. */
function cleanReason(reason: string) {
  const text = reason.trim();
  if (!text) throw badInput('Give a reason for the correction.');
  if (text.length > MAX_REASON) throw badInput(`A reason is at most ${MAX_REASON} characters.`);
  return text;
}

export const dateOfBirthResolvers: Resolvers = {
  Query: {
    dateOfBirthRecord: async (_parent, { member }, context) => {
      await requireStaff(context);
      const row = await findMemberForStaff(context.db, member);
      return row ? record(context, row) : null;
    },
  },
  Mutation: {
    correctDateOfBirth: async (_parent, { input }, context) => {
      const staff = await requireStaff(context);
      const member = await findMemberForStaff(context.db, input.profileUuid);
      if (!member || input.profileUuid.includes('@')) throw notFound('No member has that profile ID.');
      // Nobody corrects their own age: a second team member keeps the record honest.
      if (member.id === staff.id) throw forbidden('Ask another team member to correct your own date of birth.');
      if (!isValidBirthDate(input.dateOfBirth)) throw badInput('Please enter a valid date of birth.');
      const minAge = context.config.minAge;
      if (ageOn(input.dateOfBirth) < minAge)
        throw badInput(`Members must be at least ${minAge}: an account that is younger is suspended, not corrected.`);
      if (input.dateOfBirth === member.date_of_birth) throw badInput('That is already their date of birth.');
      const reason = cleanReason(input.reason);
      const { closedRooms } = await correctDateOfBirth(context.db, {
        profileId: member.id,
        staffId: staff.id,
        dateOfBirth: input.dateOfBirth,
        reason,
      });
      announceClosedRooms(context.pubsub, closedRooms);
      const updated = await profileById(context.db, member.id);
      return { record: await record(context, updated) };
    },
  },
  DateOfBirthRecord: {
    id: ({ member }) => toGlobalId('DateOfBirthRecord', member.id),
    profileUuid: ({ member }) => member.id,
    displayName: ({ member }) => member.display_name,
    dateOfBirth: ({ member }) => member.date_of_birth,
    age: ({ member }) => (member.date_of_birth ? ageOn(member.date_of_birth) : null),
    isAdult: ({ member }) => isAdult(member.date_of_birth),
    corrections: ({ corrections }) => corrections,
    sameEmailAccounts: ({ sameEmailIds }, _args, context) => sameEmailProfiles(context, sameEmailIds),
  },
  DateOfBirthCorrection: {
    id: (row) => toGlobalId('DateOfBirthCorrection', row.id),
    profileUuid: (row) => row.profile_id,
    correctedAt: (row) => row.corrected_at,
    correctedByName: (row) => row.corrected_by_name,
    oldDateOfBirth: (row) => row.old_date_of_birth,
    newDateOfBirth: (row) => row.new_date_of_birth,
    reason: (row) => row.reason,
  },
};
