import { useState } from 'react';
import { DISTANCE_OPTIONS } from '../../lib/distance';
import { useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RadioGroup, RadioPill } from '../../ui/RadioGroup';
import { searchSettingsStore, type LocationSearchType, type SearchLocationOptions } from '../../state/searchSettings';

const TYPES: { key: LocationSearchType; label: string }[] = [
  { key: 'DISTANCE', label: 'Distance' },
  { key: 'CITY', label: 'City' },
  { key: 'REGION', label: 'Region' },
  { key: 'COUNTRY', label: 'Country' },
];

/** Location Options: search by distance (5 to 250 or unlimited, in the member's unit), or city, region, country. */
export function LocationOptionsModal({ close }: { close: () => void }) {
  const unit = useSettings((settings) => settings.unitOfDistance);
  const [options, setOptions] = useState<SearchLocationOptions>(() => searchSettingsStore.get().searchLocationOptions);
  return (
    <Dialog title="Location Options">
      <RadioGroup
        label="Search by"
        labelSize="sm"
        value={options.type}
        onChange={(type) => setOptions({ ...options, type: type as LocationSearchType })}
      >
        <div className="flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <RadioPill key={type.key} value={type.key}>
              {type.label}
            </RadioPill>
          ))}
        </div>
      </RadioGroup>
      {options.type === 'DISTANCE' && (
        <RadioGroup
          value={options.distance === null ? 'unlimited' : String(options.distance)}
          onChange={(value) => setOptions({ ...options, distance: value === 'unlimited' ? null : Number(value) })}
          label="Distance"
          labelSize="sm"
        >
          <div className="flex flex-wrap gap-2">
            {DISTANCE_OPTIONS.map((distance) => (
              <RadioPill key={String(distance)} value={distance === null ? 'unlimited' : String(distance)}>
                {distance === null ? 'Unlimited' : `${distance} ${unit}`}
              </RadioPill>
            ))}
          </div>
        </RadioGroup>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button
          onPress={() => {
            const current = searchSettingsStore.get().searchLocationOptions;
            if (current.type !== options.type || current.distance !== options.distance)
              searchSettingsStore.set({ searchLocationOptions: options });
            close();
          }}
        >
          Apply
        </Button>
      </div>
    </Dialog>
  );
}
