import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../../server/app.ts';
import { allMessages, type Member } from './chatHelpers.ts';

const ROOM_EVENTS = `subscription ($r: String!) {
  chatRoom(roomId: $r) { kind message { node { id seqId } } }
}`;

interface RoomEvent {
  kind: string;
  message: { node: { id: string; seqId: number } } | null;
}

/**
 * A subscriber that keeps a room's messages the way the web client does: live events by id, and on every
 * (re)subscription (announced by the ROOM_UPDATED snapshot) a fetch of everything after the last seqId held.
 */
export class RoomFollower {
  readonly held = new Map<string, number>();
  /** The seqIds of messages that came as live events, in the order they came. */
  readonly liveSeqIds: number[] = [];
  received = 0;
  duplicatesIgnored = 0;
  private socket: WebSocket | null = null;
  private readonly client: Client;
  private catchUps: Promise<void>[] = [];

  constructor(
    private readonly app: App,
    private readonly member: Member,
    private readonly roomId: string,
  ) {
    this.client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: member.token },
      retryAttempts: 20,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 300)),
      shouldRetry: () => true,
      on: { connected: (socket) => (this.socket = socket as WebSocket) },
    });
  }

  start() {
    return new Promise<void>((resolve, reject) => {
      this.client.subscribe<{ chatRoom: RoomEvent }>(
        { query: ROOM_EVENTS, variables: { r: this.roomId } },
        {
          next: ({ data }) => {
            const event = data!.chatRoom;
            if (event.kind === 'ROOM_UPDATED') {
              this.catchUps.push(this.catchUp());
              resolve();
            }
            if (event.kind === 'MESSAGE' && event.message) {
              this.liveSeqIds.push(event.message.node.seqId);
              this.add(event.message.node);
            }
          },
          error: reject,
          complete: () => {},
        },
      );
    });
  }

  /** Cuts the socket without a goodbye, as a flaky network does; graphql-ws reconnects and resubscribes. */
  drop() {
    this.socket?.terminate();
  }

  async settle() {
    while (this.catchUps.length) await this.catchUps.shift();
  }

  sortedSeqIds() {
    return [...this.held.values()].sort((a, b) => a - b);
  }

  /** Lets the catch-up fetches finish first, so none of them outlives the server it asks. */
  async dispose() {
    await this.settle();
    await this.client.dispose();
  }

  private add(node: { id: string; seqId: number }) {
    this.received += 1;
    if (this.held.has(node.id)) this.duplicatesIgnored += 1;
    else this.held.set(node.id, node.seqId);
  }

  /** Like the client, from the end of the unbroken run of seqIds held, so a gap left by lost events is filled. */
  private async catchUp() {
    const held = new Set(this.held.values());
    let last = 0;
    while (held.has(last + 1)) last += 1;
    const { ids, seqIds } = await allMessages(this.app, this.member, this.roomId, String(last));
    ids.forEach((id, index) => this.add({ id, seqId: seqIds[index] }));
  }
}

export async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
