// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { ConnectionHandler, createOperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { useChatRoomsSubscription } from '../../src/features/chat/useChatRoomsSubscription';
import ListQuery from '../../src/features/chat/__generated__/ChatRoomListPaginationQuery.graphql';

afterEach(cleanup);

type Environment = ReturnType<typeof createMockEnvironment>;

const room = (id: string, isArchived: boolean) => ({ id, uuid: id, status: 'JOINED', isArchived, isRemoved: false });

/** The viewer's chat list as loaded for one tab. */
function loadList(environment: Environment, filter: string, rooms: ReturnType<typeof room>[]) {
  const operation = createOperationDescriptor(ListQuery, { filter, count: 30 });
  const payload = MockPayloadGenerator.generate(operation, {
    Viewer: () => ({ id: 'viewer', chatsArchivedCount: 1, chatRequestsCount: 0 }),
    ChatRoomConnection: () => ({
      edges: rooms.map((node) => ({ cursor: node.id, node })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  });
  environment.commitPayload(operation, payload.data!);
}

/** The room ids of one tab's list as the store holds it. */
function listOf(environment: Environment, filter: string) {
  let ids: string[] = [];
  environment.commitUpdate((store) => {
    const viewer = store.getRoot().getLinkedRecord('viewer')!;
    const connection = ConnectionHandler.getConnection(viewer, 'ChatRoomList_chatRooms', { filter })!;
    ids = (connection.getLinkedRecords('edges') ?? []).map((edge) => edge!.getLinkedRecord('node')!.getDataID());
  });
  return ids;
}

function ChatEvents() {
  useChatRoomsSubscription();
  return null;
}

describe('an archived chat that gets a new message', () => {
  it('moves from Archived to the top of Recent as the event arrives', () => {
    const environment = createMockEnvironment();
    loadList(environment, 'RECENT', [room('recent-room', false)]);
    loadList(environment, 'ARCHIVED', [room('archived-room', true)]);
    render(
      <RelayEnvironmentProvider environment={environment}>
        <ChatEvents />
      </RelayEnvironmentProvider>,
    );
    const subscription = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'useChatRoomsSubscription')!;
    // The server reads the room afresh for the subscriber: the new message took it out of their Archived.
    act(() =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, {
          ChatRoomEvent: () => ({ kind: 'MESSAGE', roomGlobalId: 'archived-room' }),
          ChatRoom: () => ({ ...room('archived-room', false), unreadCount: 1 }),
          Viewer: () => ({ id: 'viewer', chatsArchivedCount: 0, chatRequestsCount: 0, chatsUnreadCount: 1 }),
        }),
      ),
    );
    expect(listOf(environment, 'RECENT')).toEqual(['archived-room', 'recent-room']);
    expect(listOf(environment, 'ARCHIVED')).toEqual([]);
  });
});
