import { lazy, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { graphql, type PreloadedQuery } from 'react-relay/hooks';
import { FileTrigger, Form } from 'react-aria-components';
import { commitAsync } from '../../relay/commitAsync';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { openModal } from '../../ui/modalStack';
import { usePageTitle } from '../../ui/pageTitle';
import { RadioGroup, RadioRow } from '../../ui/RadioGroup';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { readAsDataUrl, uploadProblem } from '../settings/images/readFile';
import { useCreateGroupMutation } from './CreateGroupMutation';
import { GROUP_NAME_MAX, GROUP_TEXT_MAX, groupDraftProblems, type GroupDraft } from './groupForm';
import { GroupTextArea } from './GroupTextArea';
import type { CreateGroupScreenQuery } from './__generated__/CreateGroupScreenQuery.graphql';

// The place search (its field, debouncing and results) loads when the member first opens it.
const SearchLocationModal = lazy(() =>
  import('../location/SearchLocationModal').then((module) => ({ default: module.SearchLocationModal })),
);

export const createGroupScreenQuery = graphql`
  query CreateGroupScreenQuery @throwOnFieldError {
    viewer @required(action: THROW) {
      isAdult
      contentOptions {
        isAdOptIn
      }
    }
  }
`;

type JoinPolicy = 'OPEN' | 'CLOSED';

/** /groups/new: name, description, rules, picture, open or closed, After Dark (adults who opted in), home place. */
export function CreateGroupScreen({ queryRef }: { queryRef: PreloadedQuery<CreateGroupScreenQuery> }) {
  usePageTitle('Start a group');
  const { viewer } = useRouteQuery<CreateGroupScreenQuery>(createGroupScreenQuery, queryRef);
  const canUseAd = viewer.isAdult && viewer.contentOptions.isAdOptIn;
  const navigate = useNavigate();
  const [commit, isSaving] = useCreateGroupMutation();
  const [draft, setDraft] = useState<GroupDraft>({ displayName: '', description: '', rules: '' });
  const [joinPolicy, setJoinPolicy] = useState<JoinPolicy>('OPEN');
  const [isAd, setIsAd] = useState(false);
  const [place, setPlace] = useState<{ placeId: string; label: string } | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [triedToSend, setTriedToSend] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const problems = groupDraftProblems(draft);
  const shown = triedToSend ? problems : {};
  const edit = (field: keyof GroupDraft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const choosePicture = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    const why = uploadProblem(chosen);
    setPictureProblem(why);
    setPicture(why ? null : chosen);
    setPreview(why ? null : URL.createObjectURL(chosen));
  };

  const choosePlace = () =>
    openModal((close) => (
      <SearchLocationModal
        title="Home place"
        close={close}
        onSelect={(found) => setPlace({ placeId: found.placeId, label: `${found.place}, ${found.countryCode}` })}
      />
    ));

  const send = async () => {
    setTriedToSend(true);
    setServerError(null);
    if (Object.keys(problems).length > 0) {
      // The first field to fix takes focus, its message read with it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const image = picture ? await readAsDataUrl(picture) : null;
      const response = await commitAsync(
        commit,
        {
          variables: {
            input: {
              displayName: draft.displayName.trim(),
              description: draft.description.trim(),
              rules: draft.rules.trim() || null,
              joinPolicy,
              isAd: canUseAd && isAd,
              placeId: place?.placeId ?? null,
              image,
            },
          },
        },
        'Start group',
      );
      void navigate({ to: '/groups/$uuid', params: { uuid: response.groupCreate.group.uuid } });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-col gap-1">
        <Link to="/groups" className="self-start text-sm">
          Groups
        </Link>
        <h1 className="text-3xl font-bold">Start a group</h1>
      </div>
      <Card>
        <Form
          ref={formRef}
          validationBehavior="aria"
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextField
            label="Group name"
            description={`${GROUP_NAME_MAX} characters at most. Names that pass for Snoot's team are refused.`}
            value={draft.displayName}
            onChange={edit('displayName')}
            errorMessage={shown.displayName}
            isRequired
            isDisabled={isSaving}
          />
          <GroupTextArea
            label="Description"
            description="What the group is about, who it is for."
            value={draft.description}
            onChange={edit('description')}
            errorMessage={shown.description}
            isRequired
            isDisabled={isSaving}
          />
          <GroupTextArea
            label="Rules (optional)"
            description={`What members agree to. ${GROUP_TEXT_MAX.toLocaleString('en')} characters at most.`}
            value={draft.rules}
            onChange={edit('rules')}
            errorMessage={shown.rules}
            isDisabled={isSaving}
          />
          <div className="flex flex-col gap-2">
            <span className="text-sm font-medium text-neutral-800 dark:text-neutral-200">Picture (optional)</span>
            <div className="flex flex-wrap items-center gap-3">
              <FileTrigger acceptedFileTypes={['image/jpeg']} onSelect={choosePicture}>
                <Button variant="secondary" isDisabled={isSaving}>
                  {picture ? 'Choose another picture' : 'Choose a JPEG picture'}
                </Button>
              </FileTrigger>
              {picture && (
                <Button
                  variant="quiet"
                  isDisabled={isSaving}
                  onPress={() => {
                    setPicture(null);
                    setPreview(null);
                  }}
                >
                  Remove picture
                </Button>
              )}
              <span className="text-sm text-neutral-700 dark:text-neutral-300">{picture ? picture.name : 'No picture chosen'}</span>
            </div>
            {pictureProblem && (
              <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
                {pictureProblem}
              </p>
            )}
            {preview && <img src={preview} alt="The group's picture" className="h-32 w-32 rounded-2xl object-cover" />}
          </div>
          <RadioGroup
            label="Who can join"
            value={joinPolicy}
            onChange={(value) => setJoinPolicy(value as JoinPolicy)}
            isDisabled={isSaving}
          >
            <RadioRow value="OPEN">Open: anyone who finds the group joins at once</RadioRow>
            <RadioRow value="CLOSED">Closed: people ask to join, and the group's moderators decide</RadioRow>
          </RadioGroup>
          {canUseAd && (
            <Switch isSelected={isAd} onChange={setIsAd} isDisabled={isSaving} className="max-w-md">
              After Dark group (only adults who turned on After Dark will see it)
            </Switch>
          )}
          <div className="flex flex-col gap-2">
            <span id="home-place-label" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              Home place (optional)
            </span>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              Groups show nearest first: a home place helps the furries around it find yours.
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{place ? place.label : 'No home place'}</span>
              <Button variant="secondary" onPress={choosePlace} isDisabled={isSaving} aria-describedby="home-place-label">
                {place ? 'Change home place' : 'Choose home place'}
              </Button>
              {place && (
                <Button variant="quiet" onPress={() => setPlace(null)} isDisabled={isSaving}>
                  Remove home place
                </Button>
              )}
            </div>
          </div>
          {serverError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
              {serverError}
            </p>
          )}
          <Button type="submit" isPending={isSaving} className="self-start">
            Start group
          </Button>
        </Form>
      </Card>
    </main>
  );
}
