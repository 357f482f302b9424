import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { DISTANCE_OPTIONS } from '../../lib/distance';
import { useSettings } from '../../state/settings';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { focusRing } from '../../ui/utils';
import { searchSettingsStore, type LocationSearchType, type SearchLocationOptions } from '../../state/searchSettings';

const TYPES: { key: LocationSearchType; label: string }[] = [
  { key: 'DISTANCE', label: 'Distance' },
  { key: 'CITY', label: 'City' },
  { key: 'REGION', label: 'Region' },
  { key: 'COUNTRY', label: 'Country' },
];

export function RadioOption({ value, children }: { value: string; children: React.ReactNode }) {
  return (
    <Radio
      value={value}
      className={(renderProps) =>
        focusRing({
          ...renderProps,
          className: `cursor-default rounded-full border px-3 py-1.5 text-sm ${renderProps.isSelected ? 'border-violet-700 bg-violet-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950' : 'border-neutral-400 dark:border-neutral-500'}`,
        })
      }
    >
      {children}
    </Radio>
  );
}

/** Location Options: search by distance (5 to 250 or unlimited, in the member's unit), or city, region, country. */
export function LocationOptionsModal({ close }: { close: () => void }) {
  const unit = useSettings((settings) => settings.unitOfDistance);
  const [options, setOptions] = useState<SearchLocationOptions>(() => searchSettingsStore.get().searchLocationOptions);
  return (
    <Dialog title="Location Options">
      <RadioGroup value={options.type} onChange={(type) => setOptions({ ...options, type: type as LocationSearchType })} className="flex flex-col gap-2">
        <Label className="text-sm font-semibold">Search by</Label>
        <div className="flex flex-wrap gap-2">
          {TYPES.map((type) => (
            <RadioOption key={type.key} value={type.key}>
              {type.label}
            </RadioOption>
          ))}
        </div>
      </RadioGroup>
      {options.type === 'DISTANCE' && (
        <RadioGroup
          value={options.distance === null ? 'unlimited' : String(options.distance)}
          onChange={(value) => setOptions({ ...options, distance: value === 'unlimited' ? null : Number(value) })}
          className="flex flex-col gap-2"
        >
          <Label className="text-sm font-semibold">Distance</Label>
          <div className="flex flex-wrap gap-2">
            {DISTANCE_OPTIONS.map((distance) => (
              <RadioOption key={String(distance)} value={distance === null ? 'unlimited' : String(distance)}>
                {distance === null ? 'Unlimited' : `${distance} ${unit}`}
              </RadioOption>
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
            if (current.type !== options.type || current.distance !== options.distance) searchSettingsStore.set({ searchLocationOptions: options });
            close();
          }}
        >
          Apply
        </Button>
      </div>
    </Dialog>
  );
}
