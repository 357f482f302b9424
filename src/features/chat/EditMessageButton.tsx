import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { isWithinEditWindow } from '../../../shared/chatEdits';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { announce } from '../../ui/LiveAnnouncer';
import { Dialog } from '../../ui/Dialog';
import { openModal } from '../../ui/modalStack';
import { useEditChatMessageMutation } from './EditChatMessageMutation';
import type { EditMessageButton_message$key } from './__generated__/EditMessageButton_message.graphql';

/** The same limit as the composer's and the server's (MAX_MESSAGE_LENGTH). */
const MAX_LENGTH = 4000;
const ERROR_ID = 'edit-message-error';

/**
 * The viewer's Edit action on their own text message while it may still be edited: a dialog with the text,
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
  const [commit] = useEditChatMessageMutation();
  const content = data.payload?.content;
  if (!content || !isWithinEditWindow(data.createdAt)) return null;

  const save = (text: string) => {
    if (text === content) return;
    commit({
      variables: { input: { roomId: data.roomId, seqId: data.seqId, message: { content: text } } },
      optimisticUpdater: (store) => {
        const record = store.get(data.id);
        record?.getLinkedRecord('payload')?.setValue(text, 'content');
        record?.setValue(new Date().toISOString(), 'editedAt');
      },
      onCompleted: (_, errors) => (errors?.length ? edit(text, errors[0].message) : announce('Message edited.')),
      onError: (failure) => edit(text, errorMessage(failure)),
    });
  };
  const edit = (draft: string, error: string | null = null) => {
    openModal((close) => (
      <EditMessageDialog
        draft={draft}
        error={error}
        onCancel={close}
        onSave={(text) => {
          close();
          save(text);
        }}
      />
    ));
  };

  return (
    <AriaButton
      aria-label={`Edit your message ${sent}`}
      onPress={() => edit(content)}
      className="rounded px-1 text-xs text-neutral-600 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-violet-600 dark:text-neutral-400"
    >
      Edit
    </AriaButton>
  );
}

/** The text being edited, with Save and Cancel; Enter saves, Shift+Enter breaks the line, Escape cancels. */
function EditMessageDialog(props: { draft: string; error: string | null; onSave: (text: string) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(props.draft);
  const [error, setError] = useState(props.error);
  const save = () => {
    const text = draft.trim();
    if (!text) setError('A message must not be empty.');
    else props.onSave(text);
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
    <Dialog title="Edit message">
      <form onSubmit={onSubmit} className="flex flex-col gap-3">
        <textarea
          aria-label="Edit message"
          aria-describedby={error ? ERROR_ID : undefined}
          aria-invalid={error ? true : undefined}
          autoFocus
          rows={4}
          maxLength={MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-60 min-h-20 resize-y rounded-lg border border-neutral-500 bg-white px-3 py-2 text-sm text-neutral-900 outline-violet-600 dark:border-neutral-400 dark:bg-neutral-800 dark:text-neutral-100"
        />
        {error && (
          <p id={ERROR_ID} role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onPress={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Dialog>
  );
}
