import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/graphqlErrors';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { GROUP_POST_TEXT_MAX, GROUP_THREAD_TITLE_MAX } from '../../../shared/groupPosts';
import { useCreateGroupThreadMutation } from './CreateGroupThreadMutation';
import { PostTextArea } from './PostTextArea';
import { postTextProblem, threadTitleProblem } from './postProblems';

interface StartThreadDialogProps {
  groupId: string;
  groupUuid: string;
  groupName: string;
  /** The group page's thread list, which the new thread goes on top of. */
  connectionId: string;
  close: () => void;
}

/**
 * "Start a thread": a title and the opening text, checked against the server's limits before sending; the
 * server's refusal (a post limit, a ban) shows in its words and keeps what was written. A started thread opens.
 */
export function StartThreadDialog({ groupId, groupUuid, groupName, connectionId, close }: StartThreadDialogProps) {
  const [commit, isInFlight] = useCreateGroupThreadMutation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleProblem = threadTitleProblem(title);
  const contentProblem = postTextProblem(content, 'thread');

  const send = () => {
    setTried(true);
    if (titleProblem || contentProblem || isInFlight) return;
    setServerError(null);
    commit({
      variables: { input: { groupId, title: title.trim(), content: content.trim() }, connections: [connectionId] },
      onCompleted: (response, errors) => {
        if (errors?.length) return setServerError(errors[0].message);
        close();
        void navigate({
          to: '/groups/$uuid/threads/$threadUuid',
          params: { uuid: groupUuid, threadUuid: response.groupThreadCreate.threadEdge.node.uuid },
        });
      },
      onError: (failure) => setServerError(errorMessage(failure)),
    });
  };

  return (
    <Dialog title={`Start a thread in ${groupName}`}>
      <Form
        className="flex flex-col gap-4"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          send();
          // Focus goes to the first field that needs an answer, where its error is read out.
          const fields = event.currentTarget.querySelectorAll<HTMLElement>('input, textarea');
          if (titleProblem) fields[0]?.focus();
          else if (contentProblem) fields[1]?.focus();
        }}
      >
        <PostTextArea
          label="Title"
          singleLine
          autoFocus
          value={title}
          onChange={setTitle}
          max={GROUP_THREAD_TITLE_MAX}
          error={tried ? titleProblem : null}
        />
        <PostTextArea
          label="Text"
          rows={6}
          value={content}
          onChange={setContent}
          max={GROUP_POST_TEXT_MAX}
          error={tried ? contentProblem : null}
        />
        {serverError && (
          <p role="alert" className="text-sm font-semibold text-red-800 dark:text-red-300">
            {serverError}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={isInFlight}>
            Start thread
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
