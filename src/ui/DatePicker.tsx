import { parseDate, today, getLocalTimeZone, type CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { fieldBorder, focusRing } from './utils';

export interface DatePickerProps {
  label: string;
  /** yyyy-MM-dd or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** yyyy-MM-dd; defaults to 1 January 1900 (SPEC §5). */
  min?: string;
  /** yyyy-MM-dd; defaults to today. */
  max?: string;
  isDisabled?: boolean;
}

const navButton = (renderProps: { isFocusVisible: boolean }) =>
  focusRing({
    ...renderProps,
    className: 'flex h-8 w-8 items-center justify-center rounded-md hover:bg-neutral-200 dark:hover:bg-neutral-700',
  });

/** A date field with a calendar popover, limited to a range (birthday: 1900-01-01 up to today). */
export function DatePicker({ label, value, onChange, min = '1900-01-01', max, isDisabled }: DatePickerProps) {
  const maxValue: CalendarDate = max ? parseDate(max) : today(getLocalTimeZone());
  return (
    <AriaDatePicker
      value={value ? parseDate(value) : null}
      onChange={(date) => onChange(date ? date.toString() : null)}
      minValue={parseDate(min)}
      maxValue={maxValue}
      isDisabled={isDisabled}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">{label}</Label>
      <Group className={`flex w-fit items-center gap-2 rounded-lg border bg-white px-3 py-1.5 dark:bg-neutral-900 ${fieldBorder}`}>
        <DateInput className="flex">
          {(segment) => (
            <DateSegment segment={segment} className="rounded px-0.5 tabular-nums outline-0 focus:bg-violet-700 focus:text-white" />
          )}
        </DateInput>
        <AriaButton aria-label="Open calendar" className={navButton}>
          <span aria-hidden="true">📅</span>
        </AriaButton>
      </Group>
      <Popover className="rounded-xl border border-neutral-200 bg-white p-3 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
        <Dialog className="outline-0">
          <Calendar>
            <header className="mb-2 flex items-center justify-between gap-2">
              <AriaButton slot="previous" aria-label="Previous month" className={navButton}>
                ‹
              </AriaButton>
              <Heading className="text-sm font-semibold" />
              <AriaButton slot="next" aria-label="Next month" className={navButton}>
                ›
              </AriaButton>
            </header>
            <CalendarGrid>
              {(date) => (
                <CalendarCell
                  date={date}
                  className="flex h-8 w-8 items-center justify-center rounded-md text-sm outline-0 hover:bg-neutral-200 data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-violet-600 data-outside-month:hidden data-selected:bg-violet-700 data-selected:text-white dark:hover:bg-neutral-700"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
