import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { isWithinEditWindow } from '../../../shared/chatEdits';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Popover } from '../../ui/Popover';
import { useEditChatMessageMutation } from './EditChatMessageMutation';
import type { EditMessageButton_message$key } from './__generated__/EditMessageButton_message.graphql';

/** The same limit as the composer's and the server's (MAX_MESSAGE_LENGTH). */
const MAX_LENGTH = 4000;

/**
 * The viewer's Edit action on their own text message while it may still be edited: a small dialog with the text,
 * Save and Cancel (Escape cancels, and focus goes back to Edit). Saving shows the new text at once; when the server
 * refuses, the old text comes back and the dialog opens again with the draft and the reason.
 */
export function EditMessageButton({ message, sent }: { message: EditMessageButton_message$key; sent: string }) {
  const data = useFragment(
    graphql`
      fragment EditMessageButton_message on ChatRoomMessage {
        id
        roomId
        seqId
        createdAt
        payload {
          ... on ChatMessageTextPayload {
            content
          }
        }
      }
    `,
    message,
  );
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit] = useEditChatMessageMutation();
  const content = data.payload?.content;
  if (!content || !isWithinEditWindow(data.createdAt)) return null;

  const open = (next: boolean) => {
    if (next) {
      setDraft(content);
      setError(null);
    }
    setOpen(next);
  };
  const refused = (text: string, reason: string) => {
    setDraft(text);
    setError(reason);
    setOpen(true);
  };
  const save = () => {
    const text = draft.trim();
    if (!text) return setError('A message must not be empty.');
    setOpen(false);
    if (text === content) return;
    commit({
      variables: { input: { roomId: data.roomId, seqId: data.seqId, message: { content: text } } },
      optimisticUpdater: (store) => {
        const record = store.get(data.id);
        record?.getLinkedRecord('payload')?.setValue(text, 'content');
        record?.setValue(new Date().toISOString(), 'editedAt');
      },
      onCompleted: (_, errors) => (errors?.length ? refused(text, errors[0].message) : announce('Message edited.')),
      onError: (failure) => refused(text, errorMessage(failure)),
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      <AriaButton
        aria-label={`Edit your message ${sent}`}
        className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 data-[pressed]:opacity-100 dark:text-neutral-400"
      >
        Edit
      </AriaButton>
      <Popover placement="top end" className="w-[min(28rem,calc(100vw-2rem))]">
        <Dialog aria-labelledby={`edit-${data.id}`} className="p-3 outline-0">
          <form onSubmit={onSubmit} className="flex flex-col gap-2">
            <Heading id={`edit-${data.id}`} slot="title" className="text-sm font-semibold">
              Edit message
            </Heading>
            <textarea
              aria-labelledby={`edit-${data.id}`}
              aria-describedby={error ? `edit-error-${data.id}` : undefined}
              aria-invalid={error ? true : undefined}
              autoFocus
              rows={3}
              maxLength={MAX_LENGTH}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="max-h-60 min-h-16 resize-y rounded-lg border border-neutral-500 bg-white px-3 py-2 text-sm text-neutral-900 outline-violet-600 dark:border-neutral-400 dark:bg-neutral-800 dark:text-neutral-100"
            />
            {error && (
              <p id={`edit-error-${data.id}`} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onPress={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </div>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
