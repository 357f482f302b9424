import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { isDateString, MINIMUM_AGE } from '../../lib/dates';
import { DISPLAY_NAME_MAX, displayNameProblem } from '../../lib/displayName';
import { errorMessage } from '../../lib/graphqlErrors';
import { commitAsync } from '../../relay/commitAsync';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { TextField } from '../../ui/TextField';
import { useSetDateOfBirthMutation } from './SetDateOfBirthMutation';
import { useSetDisplayNameMutation } from './SetDisplayNameMutation';
import type { OnboardingScreen_viewer$key } from './__generated__/OnboardingScreen_viewer.graphql';
import { usePageTitle } from '../../ui/pageTitle';

const DATE_MISSING = 'Please enter your date of birth.';

/** Display name and date of birth are required before anything else; the shell re-renders when done. */
export function OnboardingScreen({ viewer }: { viewer: OnboardingScreen_viewer$key }) {
  usePageTitle('Tell us about you');
  const data = useFragment(
    graphql`
      fragment OnboardingScreen_viewer on Viewer {
        profile {
          displayName
          dateOfBirth
        }
      }
    `,
    viewer,
  );
  const [displayName, setDisplayName] = useState(data.profile.displayName);
  const [dateOfBirth, setDateOfBirth] = useState<string>(data.profile.dateOfBirth ?? '');
  // Each error shows under the field it is about: the name's as soon as it is typed, the server's after a save.
  const [nameError, setNameError] = useState<string>();
  const [dateError, setDateError] = useState<string>();
  const [commitDisplayName, isSavingName] = useSetDisplayNameMutation();
  const [commitDateOfBirth, isSavingDate] = useSetDateOfBirthMutation();
  const isSaving = isSavingName || isSavingDate;
  const nameProblem = displayName.trim() ? displayNameProblem(displayName) : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSaving) return;
    // A missing answer is said under its field, and the first such field takes focus, instead of a Continue
    // button that stays disabled without a word.
    const nameMissing = displayNameProblem(displayName);
    const dateMissing = isDateString(dateOfBirth) ? undefined : DATE_MISSING;
    if (nameMissing || dateMissing) {
      setNameError(nameMissing);
      setDateError(dateMissing);
      const first = event.currentTarget.elements.namedItem(nameMissing ? 'displayName' : 'dateOfBirth');
      (first as HTMLInputElement | null)?.focus();
      return;
    }
    setNameError(undefined);
    setDateError(undefined);
    try {
      await commitAsync(commitDisplayName, { variables: { input: { displayName: displayName.trim() } } });
    } catch (cause) {
      setNameError(errorMessage(cause));
      return;
    }
    try {
      await commitAsync(commitDateOfBirth, { variables: { input: { dateOfBirth } } });
    } catch (cause) {
      setDateError(errorMessage(cause));
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-xl sm:p-8 dark:bg-neutral-900"
      >
        <h1 className="text-2xl font-bold">Tell us about you</h1>
        <p className="text-neutral-700 dark:text-neutral-300">
          Pick the name others will see and enter your date of birth. You must be at least {MINIMUM_AGE} to use Snoot. Your date of birth
          can't be changed later, so check it before you continue.
        </p>
        <TextField
          label="Display name"
          name="displayName"
          value={displayName}
          onChange={(value) => {
            setDisplayName(value);
            setNameError(undefined);
          }}
          description={`Up to ${DISPLAY_NAME_MAX} characters.`}
          errorMessage={nameProblem ?? nameError}
        />
        <TextField
          label="Date of birth"
          name="dateOfBirth"
          type="date"
          value={dateOfBirth}
          onChange={(value) => {
            setDateOfBirth(value);
            setDateError(undefined);
          }}
          errorMessage={dateError}
        />
        <Button type="submit" size="lg" isPending={isSaving}>
          Continue
        </Button>
        {/* A way out for someone who signed in with the wrong email or wants to stop here: the same /logout as
            the settings menu's, which revokes the token on the server and forgets the session here. */}
        <p className="text-center text-sm text-neutral-700 dark:text-neutral-300">
          Not now?{' '}
          <Link to="/logout" className="inline-block py-1">
            Log out
          </Link>
        </p>
      </Form>
    </main>
  );
}
