import { format, parseISO } from 'date-fns';
import { SUPPORT_EMAIL } from '../../../lib/supportLinks';

/**
 * The date of birth, read-only: it is set once at onboarding and decides which age pool a member is in, so only
 * the team corrects it (the server refuses any other change). Says how to ask for a correction.
 */
export function DateOfBirthRow({ dateOfBirth }: { dateOfBirth: string | null }) {
  return (
    <div role="group" aria-labelledby="date-of-birth-label" className="flex flex-col gap-1 px-4 py-3">
      <span id="date-of-birth-label" className="text-sm font-semibold">
        Date of birth
      </span>
      <span className="text-sm text-neutral-800 dark:text-neutral-200">
        {dateOfBirth ? format(parseISO(dateOfBirth), 'd MMMM yyyy') : '—'}
      </span>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Your date of birth can't be changed here. If it is wrong, write to{' '}
        <a
          className="font-medium text-violet-700 underline dark:text-violet-300"
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Correct my date of birth')}`}
        >
          {SUPPORT_EMAIL}
        </a>{' '}
        from the email you log in with, with your Profile ID (under Support), and the team will correct it.
      </p>
    </div>
  );
}
