import { format } from 'date-fns';

/** A moment in the moderation tools: the day and time in the staff member's own time zone. */
export function reportTime(iso: string) {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}
