import { reactionName, reactionOrder } from '../../shared/reactions';

export interface ReactionCount {
  emoji: string;
  count: number;
  viewerHasReacted: boolean;
}

/**
 * A message's reactions after the viewer reacts with `emoji` or takes it back: what the screen shows before the
 * server answers (its answer replaces it). A reaction no one holds any more goes; the list keeps the fixed order.
 */
export function withViewerReaction(reactions: readonly ReactionCount[], emoji: string, reacted: boolean): ReactionCount[] {
  const others = reactions.filter((reaction) => reaction.emoji !== emoji);
  const current = reactions.find((reaction) => reaction.emoji === emoji) ?? { emoji, count: 0, viewerHasReacted: false };
  if (current.viewerHasReacted === reacted) return [...reactions];
  const count = current.count + (reacted ? 1 : -1);
  const next = count > 0 ? [...others, { emoji, count, viewerHasReacted: reacted }] : others;
  return next.sort((a, b) => reactionOrder(a.emoji) - reactionOrder(b.emoji));
}

/** What a reaction chip says to screen readers: "Heart, 2 reactions, including you". */
export function reactionChipLabel(reaction: ReactionCount): string {
  const count = `${reaction.count} ${reaction.count === 1 ? 'reaction' : 'reactions'}`;
  return `${reactionName(reaction.emoji)}, ${count}${reaction.viewerHasReacted ? ', including you' : ''}`;
}
