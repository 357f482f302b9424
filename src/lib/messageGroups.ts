import { differenceInMinutes } from 'date-fns';

/** SPEC §9: messages by one author closer together than this (minutes) form one group. */
export const GROUP_GAP_MINUTES = 30;

export interface Groupable {
  key: string;
  authorId: string | null;
  createdAt: string;
}

/** Consecutive messages by the same author, each less than the gap after the one before, grouped. */
export function groupMessages<T extends Groupable>(messages: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const message of messages) {
    const group = groups.at(-1);
    const previous = group?.at(-1);
    const joins =
      previous !== undefined &&
      previous.authorId === message.authorId &&
      differenceInMinutes(new Date(message.createdAt), new Date(previous.createdAt)) < GROUP_GAP_MINUTES;
    if (joins) group!.push(message);
    else groups.push([message]);
  }
  return groups;
}
