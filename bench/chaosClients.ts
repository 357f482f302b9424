/**
 * The members of the fault drill (bench/chaos.ts): each sends a steady stream of chat messages over HTTP to its
 * own server, retrying an unanswered send with the same client id (as the app does) until it is acknowledged,
 * and keeps an open chat subscription there that holds every message it is shown, live or fetched after a
 * ROOM_UPDATED snapshot (the subscription's "catch up now"), exactly as the web client does.
 */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface Session {
  url: string;
  token: string;
  id: string;
}

export interface GraphqlAnswer<T> {
  status: number;
  retryAfter: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One GraphQL request over HTTP; a request that gets no answer at all counts as status 0. */
export async function graphql<T>(session: { url: string; token?: string }, query: string, variables: Record<string, unknown> = {}) {
  try {
    const response = await fetch(`${session.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(session.token ? { authorization: `Bearer ${session.token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => ({}))) as Omit<GraphqlAnswer<T>, 'status' | 'retryAfter'>;
    return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0), ...body } as GraphqlAnswer<T>;
  } catch {
    return { status: 0, retryAfter: 0 } as GraphqlAnswer<T>;
  }
}

const SEND = `mutation ($r: String!, $c: String!, $id: String!) {
  chatRoomMessageSend(input: { roomId: $r, message: { content: $c }, clientMutationId: $id }) { messageEdge { node { id seqId } } }
}`;

export interface Offered {
  content: string;
  roomId: string;
  /** Index of the drill's phase when the message was first offered. */
  phase: number;
  offeredAt: number;
  ackedAt?: number;
  /** When the attempt that was acknowledged began. */
  ackedAttemptAt?: number;
  id?: string;
  attempts: number;
}

/** Sends one message until it is acknowledged or `until()` says stop; the same client id every try. */
export async function sendUntilAcknowledged(session: Session, message: Offered, until: () => boolean) {
  while (!until()) {
    message.attempts += 1;
    const attemptAt = performance.now();
    const answer = await graphql<{ chatRoomMessageSend: { messageEdge: { node: { id: string } } } }>(session, SEND, {
      r: message.roomId,
      c: message.content,
      id: message.content,
    });
    const id = answer.data?.chatRoomMessageSend?.messageEdge.node.id;
    if (id) {
      message.id = id;
      message.ackedAt = performance.now();
      message.ackedAttemptAt = attemptAt;
      return;
    }
    // What the server asked (a 503's Retry-After) up to a second, or a quarter second after a cut connection.
    await new Promise((resolve) => setTimeout(resolve, answer.retryAfter ? Math.min(answer.retryAfter, 1) * 1000 : 250));
  }
}

const ROOM_EVENTS = `subscription ($r: String!) { chatRoom(roomId: $r) { kind message { node { id payload { ... on ChatMessageTextPayload { content } } } } } }`;
const PAGE = `query ($r: String!, $a: String) {
  chatRoom(roomId: $r) { messages(first: 100, after: $a) { edges { cursor node { id seqId payload { ... on ChatMessageTextPayload { content } } } } pageInfo { hasNextPage } } }
}`;

interface MessageNode {
  id: string;
  seqId?: number;
  payload: { content?: string };
}

/** One member's open chat on their own server: every message shown to them, by id, live or caught up. */
export class ChatFollower {
  /** Message id → content, for every message this chat has shown. */
  readonly shown = new Map<string, string>();
  private readonly client: Client;
  private catchingUp: Promise<void> = Promise.resolve();
  private catchUpAgain = false;

  constructor(
    private readonly session: Session,
    private readonly roomId: string,
  ) {
    this.client = createClient({
      url: `${session.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: session.token },
      retryAttempts: Infinity,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 300)),
      shouldRetry: () => true,
    });
  }

  /** Resolves once the subscription is open (its first ROOM_UPDATED). */
  start() {
    return new Promise<void>((resolve) => {
      this.client.subscribe<{ chatRoom: { kind: string; message: { node: MessageNode } | null } }>(
        { query: ROOM_EVENTS, variables: { r: this.roomId } },
        {
          next: ({ data }) => {
            const event = data?.chatRoom;
            if (event?.kind === 'ROOM_UPDATED') {
              this.catchUp();
              resolve();
            }
            if (event?.kind === 'MESSAGE' && event.message) this.show(event.message.node);
          },
          error: () => {},
          complete: () => {},
        },
      );
    });
  }

  /** Fetches everything after the first message it lacks; one fetch at a time, again if asked meanwhile. */
  private catchUp() {
    this.catchUpAgain = true;
    this.catchingUp = this.catchingUp.then(async () => {
      while (this.catchUpAgain) {
        this.catchUpAgain = false;
        await this.fetchAll();
      }
    });
  }

  /** Reads the room forwards page by page, retrying a page the server could not answer (its database away). */
  private async fetchAll() {
    let after = '0';
    for (let tries = 0; tries < 200;) {
      const answer = await graphql<{
        chatRoom: { messages: { edges: { cursor: string; node: MessageNode }[]; pageInfo: { hasNextPage: boolean } } };
      }>(this.session, PAGE, { r: this.roomId, a: after });
      const page = answer.data?.chatRoom?.messages;
      if (!page) {
        tries += 1;
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      for (const edge of page.edges) this.show(edge.node);
      if (!page.pageInfo.hasNextPage || page.edges.length === 0) return;
      after = page.edges.at(-1)!.cursor;
    }
  }

  private show(node: MessageNode) {
    this.shown.set(node.id, node.payload.content ?? '');
  }

  async dispose() {
    await this.catchingUp;
    await this.client.dispose();
  }
}
