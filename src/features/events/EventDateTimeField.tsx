import { parseAbsolute, toCalendarDateTime, toZoned, type CalendarDateTime } from '@internationalized/date';
import { DateInput, DatePicker, DateSegment, FieldError, Group, Label, Text } from 'react-aria-components';
import { fieldBorder } from '../../ui/utils';

export interface EventDateTimeFieldProps {
  label: string;
  /** An instant (ISO), shown as the wall clock of `timeZone`; null while empty. */
  value: string | null;
  timeZone: string;
  onChange: (value: string | null) => void;
  errorMessage?: string;
  description?: string;
  isDisabled?: boolean;
}

function wallClock(value: string, timeZone: string): CalendarDateTime {
  return toCalendarDateTime(parseAbsolute(value, timeZone));
}

/**
 * A date and time to the minute, typed as the clock reads in the event's zone (React Aria's DatePicker segments, so
 * each part is a spin button the keyboard sets); it hands back the instant.
 */
export function EventDateTimeField({ label, value, timeZone, onChange, errorMessage, description, isDisabled }: EventDateTimeFieldProps) {
  return (
    <DatePicker
      value={value ? wallClock(value, timeZone) : null}
      onChange={(date) => onChange(date ? toZoned(date, timeZone).toAbsoluteString() : null)}
      granularity="minute"
      hourCycle={24}
      hideTimeZone
      isInvalid={Boolean(errorMessage)}
      isDisabled={isDisabled}
      className="flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">{label}</Label>
      <Group className={`flex w-fit items-center gap-2 rounded-lg border bg-white px-3 py-1.5 dark:bg-neutral-900 ${fieldBorder}`}>
        <DateInput className="flex flex-wrap">
          {(segment) => (
            <DateSegment segment={segment} className="rounded px-0.5 tabular-nums outline-0 focus:bg-violet-700 focus:text-white" />
          )}
        </DateInput>
      </Group>
      {description && (
        <Text slot="description" className="text-sm text-neutral-700 dark:text-neutral-300">
          {description}
        </Text>
      )}
      <FieldError className="text-sm font-medium text-red-700 dark:text-red-400">{errorMessage}</FieldError>
    </DatePicker>
  );
}
