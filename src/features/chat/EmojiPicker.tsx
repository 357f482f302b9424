import { useEffect, useRef, useState, type RefObject } from 'react';
import { Dialog, DialogTrigger, ListBox, ListBoxItem } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Popover } from '../../ui/Popover';
import { insertAtCursor } from '../../lib/insertAtCursor';

/** A short list of common emoji, each with the name screen readers say: no library, nothing to download. */
const EMOJI = [
  ['😀', 'Grinning face'],
  ['😂', 'Face with tears of joy'],
  ['😊', 'Smiling face'],
  ['😍', 'Heart eyes'],
  ['🥰', 'Smiling face with hearts'],
  ['😘', 'Blowing a kiss'],
  ['😉', 'Winking face'],
  ['😎', 'Sunglasses'],
  ['🤔', 'Thinking face'],
  ['😮', 'Surprised face'],
  ['😢', 'Crying face'],
  ['😭', 'Sobbing face'],
  ['😳', 'Flushed face'],
  ['😴', 'Sleeping face'],
  ['🥺', 'Pleading face'],
  ['😡', 'Angry face'],
  ['👍', 'Thumbs up'],
  ['👎', 'Thumbs down'],
  ['👏', 'Clapping hands'],
  ['🙏', 'Folded hands'],
  ['👋', 'Waving hand'],
  ['🤗', 'Hugging face'],
  ['💪', 'Flexed biceps'],
  ['✨', 'Sparkles'],
  ['❤️', 'Red heart'],
  ['💜', 'Purple heart'],
  ['💙', 'Blue heart'],
  ['💚', 'Green heart'],
  ['🔥', 'Fire'],
  ['🎉', 'Party popper'],
  ['🌈', 'Rainbow'],
  ['☕', 'Hot drink'],
  ['🐾', 'Paw prints'],
  ['🦊', 'Fox'],
  ['🐺', 'Wolf'],
  ['🐱', 'Cat'],
  ['🐶', 'Dog'],
  ['🐰', 'Rabbit'],
  ['🐉', 'Dragon'],
  ['🦝', 'Raccoon'],
].map(([emoji, name]) => ({ emoji, name }));

interface EmojiPickerProps {
  /** The message field the emoji goes into, at its cursor (or in place of its selection). */
  field: RefObject<HTMLTextAreaElement | null>;
  onInsert: (value: string) => void;
}

/**
 * The composer's Emoji button: a grid of emoji in a popover. Arrow keys move in the grid, Enter inserts the
 * emoji at the cursor and closes; Escape closes. Either way focus goes back to the message field, after the emoji.
 */
export function EmojiPicker({ field, onInsert }: EmojiPickerProps) {
  const [isOpen, setOpen] = useState(false);
  const caret = useRef<number | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen || !wasOpen.current) {
      wasOpen.current = isOpen;
      return;
    }
    wasOpen.current = false;
    // After the popover has put focus back on its button: the member carries on writing where they were.
    const frame = requestAnimationFrame(() => {
      const input = field.current;
      if (!input) return;
      input.focus();
      if (caret.current !== null) input.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen, field]);

  const insert = (emoji: string) => {
    const input = field.current;
    if (!input) return;
    const next = insertAtCursor(input.value, input.selectionStart, input.selectionEnd, emoji);
    caret.current = next.caret;
    onInsert(next.value);
    setOpen(false);
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary" size="icon" aria-label="Emoji">
        <span aria-hidden="true">😊</span>
      </Button>
      <Popover placement="top end" className="w-80 max-w-[calc(100vw-1.5rem)]">
        <Dialog aria-label="Emoji" className="outline-0">
          <ListBox
            aria-label="Emoji"
            autoFocus="first"
            layout="grid"
            items={EMOJI}
            onAction={(key) => insert(String(key))}
            className="grid max-h-64 grid-cols-8 gap-1 overflow-y-auto p-1 outline-0"
          >
            {(item) => (
              <ListBoxItem
                id={item.emoji}
                textValue={item.name}
                aria-label={item.name}
                className="flex aspect-square cursor-default items-center justify-center rounded-lg text-xl outline-0 hover:bg-neutral-100 data-focus-visible:outline-2 data-focus-visible:outline-violet-600 data-focused:bg-violet-100 dark:hover:bg-neutral-800 dark:data-focused:bg-violet-950 forced-colors:data-focused:outline-[Highlight]"
              >
                {item.emoji}
              </ListBoxItem>
            )}
          </ListBox>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
