import { parseDate } from '@internationalized/date';
import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { fieldBorder, focusRing } from './utils';

export interface DateRangePickerProps {
  label: string;
  /** yyyy-MM-dd pair, or null. */
  value: { from: string; to: string } | null;
  onChange: (value: { from: string; to: string } | null) => void;
  /** yyyy-MM-dd: days before it cannot be picked. */
  min?: string;
}

const navButton = (renderProps: { isFocusVisible: boolean }) =>
  focusRing({
    ...renderProps,
    className: 'flex h-8 w-8 items-center justify-center rounded-md hover:bg-neutral-200 dark:hover:bg-neutral-700',
  });

/** Two date fields (from, to) with a range calendar popover: React Aria's DateRangePicker. */
export function DateRangePicker({ label, value, onChange, min }: DateRangePickerProps) {
  return (
    <AriaDateRangePicker
      value={value ? { start: parseDate(value.from), end: parseDate(value.to) } : null}
      onChange={(range) => onChange(range ? { from: range.start.toString(), to: range.end.toString() } : null)}
      minValue={min ? parseDate(min) : undefined}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">{label}</Label>
      <Group
        className={`flex w-fit flex-wrap items-center gap-2 rounded-lg border bg-white px-3 py-1.5 dark:bg-neutral-900 ${fieldBorder}`}
      >
        <DateInput slot="start" className="flex">
          {(segment) => (
            <DateSegment segment={segment} className="rounded px-0.5 tabular-nums outline-0 focus:bg-violet-700 focus:text-white" />
          )}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className="flex">
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
          <RangeCalendar>
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
                  className="flex h-8 w-8 items-center justify-center rounded-md text-sm outline-0 hover:bg-neutral-200 data-disabled:opacity-40 data-focus-visible:outline-2 data-focus-visible:outline-violet-600 data-outside-month:hidden data-selected:bg-violet-200 data-selected:text-neutral-950 data-selection-end:bg-violet-700 data-selection-end:text-white data-selection-start:bg-violet-700 data-selection-start:text-white dark:hover:bg-neutral-700"
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
