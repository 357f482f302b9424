import { createContext, useContext } from 'react';

/** The message a member is replying to, as the quote bar and the pending bubble show it before the server answers. */
export interface ReplyTarget {
  id: string;
  seqId: number;
  author: string;
  text: string;
}

export interface ReplyActions {
  /** Whose room it is, so a quote of the viewer's own message says 'You'. */
  viewerProfileId: string;
  /** Puts the quote bar above the composer and moves focus to the message field; absent where nobody can be answered. */
  startReply?: (target: ReplyTarget) => void;
  /** Scrolls to a quoted message and focuses it, loading older history first when it is not on the page yet. */
  jumpTo: (message: { id: string; seqId: number }) => void;
}

/** Given by an open room; without one (a message shown anywhere else) there is nothing to reply from. */
export const ReplyContext = createContext<ReplyActions | null>(null);

export const useReplyActions = () => useContext(ReplyContext);
