// @vitest-environment jsdom
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider, loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { ChatRoomScreen } from '../../src/features/chat/ChatRoomScreen';
import ChatRoomScreenQuery, {
  type ChatRoomScreenQuery as QueryType,
} from '../../src/features/chat/__generated__/ChatRoomScreenQuery.graphql';

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no object URLs; the previews only need a src.
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${next++}`;
  URL.revokeObjectURL = () => {};
});

const ROOM = '6f1c4b0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const ME = 'profile-me';
const OTHER = 'profile-other';
type Environment = ReturnType<typeof createMockEnvironment>;

const picture = (uuid: string, isBlurred = false) => ({
  uuid,
  isBlurred,
  width: 320,
  height: 240,
  blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  isExplicit: false,
  thumbnail: `/image/${uuid}.jpeg?width=256&sig=x`,
  full: `/image/${uuid}.jpeg?width=1536&sig=x`,
});

function message(seqId: number, profileId: string, content: string, pictures: ReturnType<typeof picture>[] = []) {
  return {
    id: `message-${seqId}`,
    seqId,
    profileId,
    createdAt: new Date().toISOString(),
    deletedAt: null,
    editedAt: null,
    updatedAt: null,
    payload: { __typename: 'ChatMessageTextPayload', content },
    replyTo: null,
    reactions: [],
    pictures,
  };
}

async function renderRoom(messages: ReturnType<typeof message>[]) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<QueryType>(environment, ChatRoomScreenQuery, { roomId: ROOM });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ profile: { id: ME }, featureFlags: [] }),
      ChatRoom: () => ({
        id: 'room-record',
        uuid: ROOM,
        status: 'JOINED',
        canSendExplicitPictures: false,
        lastReadSeqId: messages.length,
        lastSeqId: messages.length,
        participants: [
          { id: 'p-me', lastReadSeqId: messages.length, profile: { id: ME } },
          { id: 'p-other', lastReadSeqId: 0, profile: { id: OTHER } },
        ],
        otherProfile: { uuid: 'other-uuid', displayName: 'Rusty Fox', username: 'rusty', primaryImage: null },
        messages: {
          edges: messages.map((node) => ({ cursor: String(node.seqId), node })),
          pageInfo: { hasPreviousPage: false, hasNextPage: false, startCursor: '1' },
        },
      }),
    }),
  );
  const rootRoute = createRootRoute({
    component: () => (
      <RelayEnvironmentProvider environment={environment}>
        <Suspense fallback="Loading">
          <ChatRoomScreen queryRef={queryRef} />
        </Suspense>
      </RelayEnvironmentProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('textbox', { name: 'Message' });
  return environment;
}

const operations = (environment: Environment, name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
const jpegFile = (name = 'fox.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

function resolveUpload(environment: Environment, uuid: string) {
  const upload = operations(environment, 'UploadChatPictureMutation').at(-1)!;
  act(() => environment.mock.resolve(upload, { data: { chatRoomPictureUpload: { uuid } } }));
}

describe('pictures in a chat room', () => {
  it('attaches a picture with the button, shows the message at once with the upload under way, then sends it with the upload', async () => {
    const environment = await renderRoom([message(1, OTHER, 'Hello!')]);
    await userEvent.upload(fileInput(), jpegFile());
    expect(await screen.findByRole('img', { name: 'Attached picture 1' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Look{Enter}');

    expect(await screen.findByRole('progressbar', { name: 'Uploading picture 1 of 1' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Attached picture 1' })).toBeNull();
    await waitFor(() => expect(operations(environment, 'UploadChatPictureMutation')).toHaveLength(1));
    const upload = operations(environment, 'UploadChatPictureMutation')[0];
    expect(upload.request.variables.input.roomId).toBe(ROOM);
    expect(upload.request.variables.input.image).toMatch(/^data:image\/jpeg;base64,/);
    // Nothing is sent before the picture is stored.
    expect(operations(environment, 'SendChatMessageMutation')).toHaveLength(0);

    resolveUpload(environment, 'upload-1');
    await waitFor(() => expect(operations(environment, 'SendChatMessageMutation')).toHaveLength(1));
    const send = operations(environment, 'SendChatMessageMutation')[0];
    expect(send.request.variables.input.message).toEqual({ content: 'Look', pictureUuids: ['upload-1'], isExplicit: false });
    expect(screen.queryByRole('progressbar', { name: 'Uploading picture 1 of 1' })).toBeNull();
  });

  it('takes a pasted picture, and sends pictures without any text', async () => {
    const environment = await renderRoom([]);
    const field = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.paste(field, { clipboardData: { files: [jpegFile('pasted.jpg')], types: ['Files'] } });
    expect(await screen.findByRole('img', { name: 'Attached picture 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(operations(environment, 'UploadChatPictureMutation')).toHaveLength(1));
    resolveUpload(environment, 'upload-2');
    await waitFor(() => expect(operations(environment, 'SendChatMessageMutation')).toHaveLength(1));
    expect(operations(environment, 'SendChatMessageMutation')[0].request.variables.input.message).toEqual({
      content: '',
      pictureUuids: ['upload-2'],
      isExplicit: false,
    });
  });

  it('keeps a failed upload in its place with Retry and Remove; Retry uploads it again and the message goes', async () => {
    const environment = await renderRoom([]);
    await userEvent.upload(fileInput(), jpegFile());
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Again{Enter}');
    await waitFor(() => expect(operations(environment, 'UploadChatPictureMutation')).toHaveLength(1));
    act(() => environment.mock.reject(operations(environment, 'UploadChatPictureMutation')[0], new Error('Snoot is busy')));
    const retry = await screen.findByRole('button', { name: 'Retry picture 1 of 1' });
    expect(screen.getByRole('button', { name: 'Remove picture 1 of 1' })).toBeTruthy();
    expect(operations(environment, 'SendChatMessageMutation')).toHaveLength(0);
    await userEvent.click(retry);
    await waitFor(() => expect(operations(environment, 'UploadChatPictureMutation')).toHaveLength(1));
    resolveUpload(environment, 'upload-3');
    await waitFor(() => expect(operations(environment, 'SendChatMessageMutation')).toHaveLength(1));
    expect(operations(environment, 'SendChatMessageMutation')[0].request.variables.input.message.pictureUuids).toEqual(['upload-3']);
  });

  it('refuses a fifth picture and a file that is not a JPEG, saying why', async () => {
    await renderRoom([]);
    await userEvent.upload(
      fileInput(),
      [1, 2, 3, 4, 5].map((n) => jpegFile(`${n}.jpg`)),
    );
    expect(await screen.findByText('A message can carry at most 4 pictures.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Attached pictures' })).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Attach pictures' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove attached picture 4' }));
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    fireEvent.paste(screen.getByRole('textbox', { name: 'Message' }), { clipboardData: { files: [png], types: ['Files'] } });
    expect(await screen.findByText('Only JPEG images can be uploaded.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Attached pictures' })).getAllByRole('img')).toHaveLength(3);
  });

  it('shows a stored picture as a thumbnail that opens full size, with its alt text, and Escape closes it', async () => {
    await renderRoom([message(1, OTHER, 'Sunset', [picture('pic-1')])]);
    const thumbnail = await screen.findByRole('button', { name: 'Picture 1 of 1 from Rusty Fox' });
    await userEvent.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Picture 1 of 1 from Rusty Fox' });
    expect(within(dialog).getByRole('img', { name: 'Picture 1 of 1 from Rusty Fox' }).getAttribute('src')).toContain('width=1536');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a picture from someone not replied to blurred until the member chooses to see it, keeping focus on it', async () => {
    await renderRoom([message(1, OTHER, 'Hi', [picture('pic-2', true)])]);
    const show = await screen.findByRole('button', { name: 'Show picture 1 of 1 from Rusty Fox (blurred: you have not replied yet)' });
    expect(within(show).getByRole('img').className).toContain('blur-xl');
    await userEvent.click(show);
    const thumbnail = await screen.findByRole('button', { name: 'Picture 1 of 1 from Rusty Fox' });
    expect(document.activeElement).toBe(thumbnail);
    expect(within(thumbnail).getByRole('img').className).not.toContain('blur-xl');
  });
});
