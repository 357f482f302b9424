import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery } from '../../../relay/useRouteQuery';
import { errorBarText } from '../../../lib/editState';
import { updateSettings, useSettings } from '../../../state/settings';
import { Link } from '../../../ui/Link';
import { Switch } from '../../../ui/Switch';
import { Spinner } from '../../../ui/Spinner';
import { commitAsync } from '../../../relay/commitAsync';
import { Card } from '../../../ui/Card';
import { SettingsPage } from '../SettingsPage';
import { useSetExplicitContentOptInMutation } from '../mutations/SetExplicitContentOptInMutation';
import { useSetHardKinkOptInMutation } from '../mutations/SetHardKinkOptInMutation';
import { useSetBlurUnrepliedPicturesMutation } from '../mutations/SetBlurUnrepliedPicturesMutation';
import { useHideProfileMutation } from '../mutations/HideProfileMutation';
import { useUnhideProfileMutation } from '../mutations/UnhideProfileMutation';
import type { ContentOptionsScreenQuery } from './__generated__/ContentOptionsScreenQuery.graphql';

export const contentOptionsScreenQuery = graphql`
  query ContentOptionsScreenQuery {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isExplicitContentOptIn
        isHardContentOptIn
        blurUnrepliedPictures
      }
      profile {
        uuid
        isHidden
      }
    }
  }
`;

const linkClass = 'flex items-center justify-between rounded-xl px-4 py-3 font-medium hover:bg-neutral-100 dark:hover:bg-neutral-800';

/** A switch whose change is saved at once, spinning until the server answers. */
function SavedSwitch({
  label,
  isSelected,
  isBusy,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  isBusy: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} isReadOnly={isBusy}>
      <span className="flex items-center gap-2">
        {label}
        {isBusy && <Spinner />}
      </span>
    </Switch>
  );
}

export function ContentOptionsScreen({ queryRef }: { queryRef: PreloadedQuery<ContentOptionsScreenQuery> }) {
  const { viewer } = useRouteQuery<ContentOptionsScreenQuery>(contentOptionsScreenQuery, queryRef);
  const blur = useSettings((settings) => settings.blurExplicitContent);
  const [commitHard, savingHard] = useSetHardKinkOptInMutation();
  const [commitExplicit, savingExplicit] = useSetExplicitContentOptInMutation();
  const [commitBlurUnreplied, savingBlurUnreplied] = useSetBlurUnrepliedPicturesMutation();
  const [commitHide, hiding] = useHideProfileMutation();
  const [commitUnhide, unhiding] = useUnhideProfileMutation();
  const [error, setError] = useState<string | null>(null);

  const run = (promise: Promise<unknown>) => {
    setError(null);
    promise.catch((caught: unknown) => setError(errorBarText(caught)));
  };
  const uuid = viewer.profile.uuid;

  return (
    <SettingsPage title="Content Preferences">
      <Card className="flex flex-col gap-4">
        <Switch isSelected={blur} onChange={(value) => updateSettings({ blurExplicitContent: value })}>
          Blur explicit content
        </Switch>
        <SavedSwitch
          label="Blur pictures from people I haven't replied to"
          isSelected={viewer.contentOptions.blurUnrepliedPictures}
          isBusy={savingBlurUnreplied}
          // Chat rooms loaded before the change hold pictures blurred by the old choice: they load again when next opened.
          onChange={(blur) =>
            run(
              commitAsync(
                commitBlurUnreplied,
                { variables: { input: { blur } }, updater: (store) => store.invalidateStore() },
                'Chat pictures',
              ),
            )
          }
        />
        {viewer.isAdult && (
          <>
            <SavedSwitch
              label="Show hard kinks"
              isSelected={viewer.contentOptions.isHardContentOptIn}
              isBusy={savingHard}
              // The server's setting is the one truth (every device, after logout too); profiles loaded before the
              // change hold kinks chosen by the old one, so they load again when next opened.
              onChange={(optIn) =>
                run(commitAsync(commitHard, { variables: { input: { optIn } }, updater: (store) => store.invalidateStore() }, 'Hard kinks'))
              }
            />
            <SavedSwitch
              label="Show explicit content"
              isSelected={viewer.contentOptions.isExplicitContentOptIn}
              isBusy={savingExplicit}
              onChange={(optIn) => run(commitAsync(commitExplicit, { variables: { input: { optIn } } }, 'Explicit content'))}
            />
          </>
        )}
        <SavedSwitch
          label="Hide my profile from discovery"
          isSelected={viewer.profile.isHidden}
          isBusy={hiding || unhiding}
          onChange={(hide) =>
            run(
              hide
                ? commitAsync(commitHide, { variables: { input: { uuid } } }, 'Hide profile')
                : commitAsync(commitUnhide, { variables: { input: { uuid } } }, 'Show profile'),
            )
          }
        />
        {error && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
      </Card>
      <Card className="flex flex-col p-2">
        <Link to="/settings/content-options/blocked-profiles" variant="plain" className={linkClass}>
          Blocked Profiles <span aria-hidden="true">›</span>
        </Link>
        <Link to="/settings/content-options/blocked-groups" variant="plain" className={linkClass}>
          Blocked Groups <span aria-hidden="true">›</span>
        </Link>
        <Link to="/settings/content-options/hidden-profiles" variant="plain" className={linkClass}>
          Hidden Profiles <span aria-hidden="true">›</span>
        </Link>
        {viewer.isAdult && (
          <Link to="/settings/content-options/after-dark" variant="plain" className={linkClass}>
            After Dark <span aria-hidden="true">›</span>
          </Link>
        )}
      </Card>
    </SettingsPage>
  );
}
