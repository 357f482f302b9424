import { useState, type KeyboardEvent } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { GROUP_POST_TEXT_MAX } from '../../../shared/groupPosts';
import { PostTextArea } from './PostTextArea';
import { postTextProblem } from './postProblems';

/** Puts focus back on the reply field (when the pending reply focus was on goes away). */
export function focusReplyField() {
  document.querySelector<HTMLElement>('form[data-reply-composer] textarea')?.focus();
}

/**
 * The reply field under a thread. Sending clears it at once (the reply shows as sending below the thread); Enter
 * breaks the line, Ctrl+Enter or Cmd+Enter sends, as does the Reply button.
 */
export function GroupReplyComposer({ onSend }: { onSend: (content: string) => void }) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const problem = postTextProblem(text, 'reply');
  const send = () => {
    setTried(true);
    if (problem) return;
    onSend(text.trim());
    setText('');
    setTried(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  return (
    // The key is heard around the form: React Aria's Form takes no key handler of its own.
    <div onKeyDown={onKeyDown}>
      <Form
        aria-label="Reply to this thread"
        data-reply-composer
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="flex flex-col gap-2"
      >
        <PostTextArea
          label="Your reply"
          rows={3}
          value={text}
          onChange={setText}
          max={GROUP_POST_TEXT_MAX}
          error={tried ? problem : null}
        />
        <div className="flex justify-end">
          <Button type="submit">Reply</Button>
        </div>
      </Form>
    </div>
  );
}
