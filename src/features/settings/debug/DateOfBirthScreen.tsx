import { Suspense, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useNavigate } from '@tanstack/react-router';
import { Form } from 'react-aria-components';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { errorMessage } from '../../../lib/graphqlErrors';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { DateOfBirthRecordCard } from './DateOfBirthRecordCard';
import type { DateOfBirthScreenQuery } from './__generated__/DateOfBirthScreenQuery.graphql';

export const dateOfBirthScreenQuery = graphql`
  query DateOfBirthScreenQuery($member: String!) {
    dateOfBirthRecord(member: $member) {
      ...DateOfBirthRecordCard_record
    }
  }
`;

/** Staff: look a member up by Profile ID or login email, then correct their date of birth on record. */
export function DateOfBirthScreen({ member, queryRef }: { member: string; queryRef: PreloadedQuery<DateOfBirthScreenQuery> | null }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(member);
  return (
    <SettingsPage title="Date of birth corrections" back={{ to: '/settings/debug', label: 'Debug Options' }}>
      <p className="text-sm">
        Members cannot change their date of birth after onboarding. Correct it here when a member asks with proof; every correction is kept
        with its reason.
      </p>
      <Card>
        <Form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim()) void navigate({ to: '/settings/debug/date-of-birth', search: { member: value.trim() } });
          }}
        >
          <TextField label="Profile ID or login email" value={value} onChange={setValue} isRequired className="min-w-64 flex-1" />
          <Button type="submit" isDisabled={!value.trim()}>
            Find member
          </Button>
        </Form>
      </Card>
      {queryRef && (
        <ErrorBoundary FallbackComponent={LookupFailed} resetKeys={[queryRef]}>
          <Suspense fallback={<Spinner />}>
            <LookupResult queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      )}
    </SettingsPage>
  );
}

function LookupResult({ queryRef }: { queryRef: PreloadedQuery<DateOfBirthScreenQuery> }) {
  const { dateOfBirthRecord } = useRouteQuery<DateOfBirthScreenQuery>(dateOfBirthScreenQuery, queryRef);
  if (!dateOfBirthRecord) return <p role="status">No member has that Profile ID or login email.</p>;
  return <DateOfBirthRecordCard record={dateOfBirthRecord} />;
}

function LookupFailed({ error }: FallbackProps) {
  return <p role="alert">{errorMessage(error)}</p>;
}
