/**
 * The reactions a chat message can get: a short fixed set, so the server can refuse anything else and each has
 * a name screen readers say ("Heart, 2 reactions, including you"). Server and client read this one list.
 */
export const REACTIONS = [
  { emoji: '❤️', name: 'Heart' },
  { emoji: '😂', name: 'Laughing' },
  { emoji: '😮', name: 'Surprised' },
  { emoji: '😢', name: 'Sad' },
  { emoji: '👍', name: 'Thumbs up' },
  { emoji: '🔥', name: 'Fire' },
] as const;

export type ReactionEmoji = (typeof REACTIONS)[number]['emoji'];

export function isReactionEmoji(value: string): value is ReactionEmoji {
  return REACTIONS.some((reaction) => reaction.emoji === value);
}

/** The spoken name of a reaction; the emoji itself for one no longer in the list. */
export function reactionName(emoji: string): string {
  return REACTIONS.find((reaction) => reaction.emoji === emoji)?.name ?? emoji;
}

/** Where a reaction sits among the others, so every member sees the chips in one order. */
export function reactionOrder(emoji: string): number {
  const index = REACTIONS.findIndex((reaction) => reaction.emoji === emoji);
  return index === -1 ? REACTIONS.length : index;
}
