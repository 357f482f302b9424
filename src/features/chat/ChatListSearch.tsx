import { useEffect, useState } from 'react';
import { countOf } from '../../lib/plural';
import { announce } from '../../ui/LiveAnnouncer';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { useDebouncedSearch } from '../../ui/useDebouncedSearch';

/** What the chat list is narrowed to; null rather than false or '' so the plain tabs keep their own connections. */
export interface ChatListVariables {
  search: string | null;
  unreadOnly: boolean | null;
}

/** The search box's text, the "Unread only" switch, and the variables they make once typing rests. */
export function useChatListNarrowing() {
  const [text, setText] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { term, searchNow } = useDebouncedSearch(text);
  const variables: ChatListVariables = { search: term || null, unreadOnly: unreadOnly || null };
  return { text, setText, unreadOnly, setUnreadOnly, searchNow, variables };
}

export type ChatListNarrowing = ReturnType<typeof useChatListNarrowing>;

/** What an empty list says, in words that tell a member why it is empty. */
export function chatListEmptyText({ search, unreadOnly }: ChatListVariables) {
  if (search && unreadOnly) return `No unread chats with anyone called “${search}”.`;
  if (search) return `No chats with anyone called “${search}”.`;
  if (unreadOnly) return 'No unread chats. You’re all caught up.';
  return 'No chats here yet.';
}

interface ChatListSearchProps {
  narrowing: ChatListNarrowing;
  /** Rooms the narrowed list holds, once `isAnswered` (its answer came): said aloud, not the whole list. */
  count: number;
  isAnswered: boolean;
}

/** "Search chats" by the other member's name and "Unread only", above the chat list's tabs. */
export function ChatListSearch({ narrowing, count, isAnswered }: ChatListSearchProps) {
  const { search, unreadOnly } = narrowing.variables;
  useEffect(() => {
    if (!isAnswered || (!search && !unreadOnly)) return;
    announce(count === 0 ? chatListEmptyText({ search, unreadOnly }) : `${countOf(count, 'chat', 'chats')} found`);
  }, [count, isAnswered, search, unreadOnly]);
  return (
    <div role="search" aria-label="Chats" className="flex flex-col gap-2 px-3 pt-2">
      <TextField
        label="Search chats"
        type="search"
        value={narrowing.text}
        onChange={narrowing.setText}
        maxLength={100}
        placeholder="Name"
        onKeyDown={(event) => {
          if (event.key === 'Enter') narrowing.searchNow();
        }}
      />
      <Switch isSelected={narrowing.unreadOnly} onChange={narrowing.setUnreadOnly} className="text-sm">
        Unread only
      </Switch>
    </div>
  );
}
