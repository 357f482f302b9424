import { lazy, useEffect, useRef, useState } from 'react';
import { FileTrigger, Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { ComboBox } from '../../ui/ComboBox';
import { ListBoxOption } from '../../ui/ListBox';
import { openModal } from '../../ui/modalStack';
import { Select } from '../../ui/Select';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { GroupTextArea } from '../groups/GroupTextArea';
import { readAsDataUrl, uploadProblem } from '../settings/images/readFile';
import { EventDateTimeField } from './EventDateTimeField';
import {
  capacityOf,
  EVENT_ADDRESS_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_NAME_MAX,
  eventDraftProblems,
  knownTimeZones,
  type EventDraft,
} from './eventForm';

// The place search (its field, debouncing and results) loads when the member first opens it.
const SearchLocationModal = lazy(() =>
  import('../location/SearchLocationModal').then((module) => ({ default: module.SearchLocationModal })),
);

export interface EventFormValues {
  displayName: string;
  description: string;
  eventBeginAt: string;
  eventEndAt: string;
  timeZone: string;
  placeId: string;
  address: string | null;
  capacity: number | null;
  /** A JPEG data URL when a new picture was chosen. */
  image: string | null;
  isAd: boolean;
  hostGroupId: string | null;
}

export interface EventFormProps {
  initial: EventDraft;
  initialPlaceLabel: string | null;
  submitLabel: string;
  /** A new event: its begin must be in the future; an edit: only when the begin moves. */
  isNew: boolean;
  /** After Dark is offered only to adults who opted in, and only when making an event. */
  canUseAd: boolean;
  /** Groups the member owns or moderates, for "Hosted with"; empty hides the choice. */
  hostGroups: readonly { id: string; displayName: string }[];
  isSaving: boolean;
  onSubmit: (values: EventFormValues) => Promise<void>;
}

const NO_GROUP = 'none';

/** Name, description, picture, begin and end in a time zone, place, address, places, After Dark and host group. */
export function EventForm({ initial, initialPlaceLabel, submitLabel, isNew, canUseAd, hostGroups, isSaving, onSubmit }: EventFormProps) {
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [placeLabel, setPlaceLabel] = useState<string | null>(initialPlaceLabel);
  const [isAd, setIsAd] = useState(false);
  const [hostGroup, setHostGroup] = useState<string>(NO_GROUP);
  const [picture, setPicture] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [triedToSend, setTriedToSend] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [zones] = useState(() => knownTimeZones().map((zone) => ({ id: zone })));

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const newBegin = isNew || draft.beginAt !== initial.beginAt;
  const problems = eventDraftProblems(draft, { newBegin });
  const shown = triedToSend ? problems : {};
  const edit =
    <K extends keyof EventDraft>(field: K) =>
    (value: EventDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

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
        title="Place"
        close={close}
        onSelect={(found) => {
          setDraft((current) => ({ ...current, placeId: found.placeId }));
          setPlaceLabel(`${found.place}, ${found.countryCode}`);
        }}
      />
    ));

  const send = async () => {
    setTriedToSend(true);
    setServerError(null);
    if (Object.keys(problems).length > 0 || !draft.beginAt || !draft.endAt || !draft.placeId) {
      // The first field to fix takes focus, its message read with it.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await onSubmit({
        displayName: draft.displayName.trim(),
        description: draft.description.trim(),
        eventBeginAt: draft.beginAt,
        eventEndAt: draft.endAt,
        timeZone: draft.timeZone.trim(),
        placeId: draft.placeId,
        address: draft.address.trim() || null,
        capacity: capacityOf(draft.capacity),
        image: picture ? await readAsDataUrl(picture) : null,
        isAd: canUseAd && isAd,
        hostGroupId: hostGroup === NO_GROUP ? null : hostGroup,
      });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
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
        label="Event name"
        description={`${EVENT_NAME_MAX} characters at most. Names that pass for Snoot's team are refused.`}
        value={draft.displayName}
        onChange={edit('displayName')}
        errorMessage={shown.displayName}
        isRequired
        isDisabled={isSaving}
      />
      <GroupTextArea
        label="Description"
        description="What happens, who it is for, what to bring."
        value={draft.description}
        onChange={edit('description')}
        errorMessage={shown.description}
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
          <span className="text-sm text-neutral-700 dark:text-neutral-300">{picture ? picture.name : 'No new picture chosen'}</span>
        </div>
        {pictureProblem && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {pictureProblem}
          </p>
        )}
        {preview && <img src={preview} alt="The event's picture" className="h-32 w-32 rounded-2xl object-cover" />}
      </div>
      <ComboBox
        label="Time zone"
        description="The times below are on the clock of this zone."
        items={zones}
        inputValue={draft.timeZone}
        onInputChange={edit('timeZone')}
        onSelectionChange={(key) => key !== null && edit('timeZone')(String(key))}
        allowsCustomValue
        isInvalid={Boolean(shown.timeZone)}
        isDisabled={isSaving}
        className="max-w-sm"
      >
        {(item: { id: string }) => <ListBoxOption id={item.id}>{item.id}</ListBoxOption>}
      </ComboBox>
      {shown.timeZone && <p className="-mt-4 text-sm font-medium text-red-700 dark:text-red-400">{shown.timeZone}</p>}
      <div className="flex flex-wrap gap-4">
        <EventDateTimeField
          label="Begins"
          value={draft.beginAt}
          timeZone={zoneOrUtc(draft.timeZone)}
          onChange={edit('beginAt')}
          errorMessage={shown.beginAt}
          isDisabled={isSaving}
        />
        <EventDateTimeField
          label="Ends"
          value={draft.endAt}
          timeZone={zoneOrUtc(draft.timeZone)}
          onChange={edit('endAt')}
          errorMessage={shown.endAt}
          description="At most 14 days after it begins."
          isDisabled={isSaving}
        />
      </div>
      <div className="flex flex-col gap-2">
        <span id="event-place-label" className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
          Place
        </span>
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-semibold">{placeLabel ?? 'No place chosen'}</span>
          <Button
            variant="secondary"
            onPress={choosePlace}
            isDisabled={isSaving}
            aria-describedby="event-place-label"
            aria-invalid={shown.placeId ? true : undefined}
          >
            {placeLabel ? 'Change place' : 'Choose place'}
          </Button>
        </div>
        {shown.placeId && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {shown.placeId}
          </p>
        )}
      </div>
      <TextField
        label="Address (optional)"
        description={`Shown only to members going. ${EVENT_ADDRESS_MAX} characters at most.`}
        value={draft.address}
        onChange={edit('address')}
        errorMessage={shown.address}
        isDisabled={isSaving}
      />
      <TextField
        label="Places (optional)"
        description={`How many can go, 1 to ${EVENT_CAPACITY_MAX.toLocaleString('en')}; empty for no limit. When full, members join a waiting list.`}
        inputMode="numeric"
        value={draft.capacity}
        onChange={edit('capacity')}
        errorMessage={shown.capacity}
        isDisabled={isSaving}
        className="max-w-sm"
      />
      {isNew && canUseAd && (
        <Switch isSelected={isAd} onChange={setIsAd} isDisabled={isSaving} className="max-w-md">
          After Dark event (only adults who turned on After Dark will see it)
        </Switch>
      )}
      {isNew && hostGroups.length > 0 && (
        <Select
          label="Hosted with a group (optional)"
          description="The group's moderators can manage the event with you."
          options={[{ key: NO_GROUP, label: 'No group' }, ...hostGroups.map((group) => ({ key: group.id, label: group.displayName }))]}
          value={hostGroup}
          onChange={setHostGroup}
          isDisabled={isSaving}
        />
      )}
      {serverError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
          {serverError}
        </p>
      )}
      <Button type="submit" isPending={isSaving} className="self-start">
        {submitLabel}
      </Button>
    </Form>
  );
}

/** The pickers need a zone they can read while the member is still typing one. */
function zoneOrUtc(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone.trim() });
    return zone.trim() || 'UTC';
  } catch {
    return 'UTC';
  }
}
