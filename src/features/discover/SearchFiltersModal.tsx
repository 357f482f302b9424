import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Checkbox, CheckboxGroup } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import {
  ageFilterProblems,
  GENDER_OPTIONS,
  ORIENTATION_OPTIONS,
  parseNumberFilter,
  RELATIONSHIP_OPTIONS,
  SEX_POSITION_OPTIONS,
} from './filterOptions';
import { applySearchFilters, searchSettingsStore, type SearchFilters } from '../../state/searchSettings';

/** Search Filters: edits a working copy and dispatches it on Apply only if it changed (SPEC §5). */
export function SearchFiltersModal({ close, isAdMode }: { close: () => void; isAdMode: boolean }) {
  const [filters, setFilters] = useState<SearchFilters>(() => ({ ...searchSettingsStore.get().searchFilters }));
  const [minAge, setMinAge] = useState(filters.minAge ? String(filters.minAge) : '');
  const [maxAge, setMaxAge] = useState(filters.maxAge ? String(filters.maxAge) : '');
  const set = (patch: Partial<SearchFilters>) => setFilters((current) => ({ ...current, ...patch }));
  // Checked as the member types; a range with a problem is never applied (nor silently dropped).
  const ageProblems = ageFilterProblems(minAge, maxAge);

  return (
    <Dialog title="Search Filters">
      <Form
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (ageProblems.minAge || ageProblems.maxAge) return;
          applySearchFilters({ ...filters, minAge: parseNumberFilter(minAge), maxAge: parseNumberFilter(maxAge) });
          close();
        }}
      >
        <CheckboxGroup label="Genders" options={GENDER_OPTIONS} value={filters.genders ?? []} onChange={(genders) => set({ genders })} />
        <CheckboxGroup
          label="Relationship status"
          options={RELATIONSHIP_OPTIONS}
          value={filters.relationshipStatus ?? []}
          onChange={(relationshipStatus) => set({ relationshipStatus })}
        />
        <CheckboxGroup
          label="Sexual orientation"
          options={ORIENTATION_OPTIONS}
          value={filters.sexualOrientation ?? []}
          onChange={(sexualOrientation) => set({ sexualOrientation })}
        />
        <div className="grid grid-cols-2 items-start gap-3">
          <TextField
            label="Minimum age"
            value={minAge}
            onChange={setMinAge}
            inputProps={{ inputMode: 'numeric' }}
            maxLength={12}
            errorMessage={ageProblems.minAge}
          />
          <TextField
            label="Maximum age"
            value={maxAge}
            onChange={setMaxAge}
            inputProps={{ inputMode: 'numeric' }}
            maxLength={12}
            errorMessage={ageProblems.maxAge}
          />
        </div>
        <Checkbox isSelected={filters.profileImageRequired ?? false} onChange={(profileImageRequired) => set({ profileImageRequired })}>
          Only profiles with a picture
        </Checkbox>
        {isAdMode && (
          <>
            <CheckboxGroup
              label="Sex position"
              options={SEX_POSITION_OPTIONS}
              value={filters.sexPosition ?? []}
              onChange={(sexPosition) => set({ sexPosition })}
            />
            <Checkbox isSelected={filters.canHost ?? false} onChange={(canHost) => set({ canHost })}>
              Can host
            </Checkbox>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button
            variant="secondary"
            onPress={() => {
              setFilters({});
              setMinAge('');
              setMaxAge('');
            }}
          >
            Clear
          </Button>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit">Apply</Button>
        </div>
      </Form>
    </Dialog>
  );
}
