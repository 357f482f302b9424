import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/Button';
import { readDraft, saveDraft } from '../../lib/chatDrafts';
import { AttachedPictures, AttachPicturesButton, useComposerPictures } from './ComposerPictures';
import { EmojiPicker } from './EmojiPicker';

interface ChatComposerProps {
  isPending: boolean;
  /** The text, and the pictures attached to it (sent once uploaded; the text may then be empty). */
  onSend: (content: string, pictures?: { files: File[]; isExplicit: boolean }) => void;
  /** Whether the room takes explicit pictures (the "Mark as explicit" switch shows only then). */
  canMarkExplicit?: boolean;
  onTyping: () => void;
  /** Where an unsent message is kept (lib/chatDrafts.ts), so it outlives a reload or a session that ended. */
  draft?: { memberId: string; roomId: string };
  /** The id of a note the field is described by (a request's "Replying accepts this chat request."). */
  describedBy?: string;
}

/**
 * The message input: focused at start, Enter sends, Shift+Enter breaks the line. While a send is pending the
 * field stays enabled and focused (a disabled field would drop focus to the page) and only sending waits.
 */
export function ChatComposer({ isPending, onSend, onTyping, describedBy, draft, canMarkExplicit = false }: ChatComposerProps) {
  const pictures = useComposerPictures();
  const [text, setTextOnly] = useState(() => (draft ? readDraft(draft.memberId, draft.roomId) : ''));
  const setText = (value: string) => {
    setTextOnly(value);
    if (draft) saveDraft(draft.memberId, draft.roomId, value);
  };
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const hasContent = text.trim().length > 0 || pictures.files.length > 0;
  const canSend = hasContent && !isPending;
  const send = () => {
    if (!canSend) return;
    if (pictures.files.length) onSend(text.trim(), { files: pictures.files, isExplicit: pictures.isExplicit });
    else onSend(text.trim());
    setText('');
    pictures.clear();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      {...pictures.dropTarget}
      className="flex shrink-0 flex-wrap items-end gap-2 border-t border-neutral-200 p-3 dark:border-neutral-800"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <AttachedPictures pictures={pictures} canMarkExplicit={canMarkExplicit} />
      <textarea
        ref={input}
        onPaste={pictures.onPaste}
        aria-label="Message"
        aria-describedby={describedBy}
        data-page-focus
        placeholder="Write a message"
        rows={1}
        maxLength={4000}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
        className="max-h-40 min-h-10 flex-1 resize-none rounded-lg border border-neutral-500 bg-white px-3 py-2 text-sm text-neutral-900 outline-violet-600 dark:border-neutral-400 dark:bg-neutral-800 dark:text-neutral-100"
      />
      <EmojiPicker field={input} onInsert={setText} />
      <AttachPicturesButton pictures={pictures} />
      <Button type="submit" isDisabled={!hasContent} isPending={isPending}>
        Send
      </Button>
    </form>
  );
}
