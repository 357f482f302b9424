import { useState } from 'react';
import { Navigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { errorBarText } from '../../../lib/editState';
import { Spinner } from '../../../ui/Spinner';
import { Switch } from '../../../ui/Switch';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useLockAdModeMutation } from '../mutations/LockAdModeMutation';
import { useUnlockAdModeMutation } from '../mutations/UnlockAdModeMutation';
import type { AfterDarkScreenQuery } from './__generated__/AfterDarkScreenQuery.graphql';

export const afterDarkScreenQuery = graphql`
  query AfterDarkScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
    }
  }
`;

/** The After Dark switch: only for members aged 18 or over; others go to the settings root (SPEC §2). */
export function AfterDarkScreen({ queryRef }: { queryRef: PreloadedQuery<AfterDarkScreenQuery> }) {
  const { viewer } = useRouteQuery<AfterDarkScreenQuery>(afterDarkScreenQuery, queryRef);
  const [lock, locking] = useLockAdModeMutation();
  const [unlock, unlocking] = useUnlockAdModeMutation();
  const [error, setError] = useState<string | null>(null);
  if (!viewer.isAdult) return <Navigate to="/settings" replace />;
  const busy = locking || unlocking;

  const change = (enable: boolean) => {
    setError(null);
    const done = enable ? commitAsync(unlock, { variables: {} }, 'After Dark') : commitAsync(lock, { variables: {} }, 'After Dark');
    done.catch((caught: unknown) => setError(errorBarText(caught)));
  };

  return (
    <SettingsPage title="After Dark" back={{ to: '/settings/content-options', label: 'Content Preferences' }}>
      <Card className="flex flex-col gap-3">
        <p className="text-neutral-800 dark:text-neutral-200">
          After Dark is a separate 18+ persona with its own biography, images and filters. Only other adults who turned it on can see it.
        </p>
        <Switch isSelected={viewer.contentOptions.isAdOptIn} onChange={change} isDisabled={busy}>
          <span className="flex items-center gap-2">
            After Dark Profile
            {busy && <Spinner />}
          </span>
        </Switch>
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
      </Card>
    </SettingsPage>
  );
}
