import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A push service on this machine, as a browser vendor runs one: it takes encrypted pushes at each device's
 * endpoint and answers each path with the status the test chose (201 unless told otherwise).
 */
export async function startFakePushService() {
  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  /** While set, the service takes pushes but answers none until release() (a slow push service). */
  let held: (() => void)[] | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const answer = () => res.writeHead(statusByPath.get(path) ?? 201).end();
      if (held) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    statusByPath,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's push subscription: its own P-256 key pair and auth secret, which only it can decrypt with. */
/** Stores a browser's push device for the caller, as the app's settings screen does. */
export const PUSH_SUBSCRIPTION_ADD = 'mutation ($i: PushSubscriptionAddInput!) { pushSubscriptionAdd(input: $i) { isSubscribed } }';

export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    input: { endpoint, p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    /** Reads a push as the browser would: decrypted with the subscription's private key and auth secret. */
    open: (body: Buffer) =>
      JSON.parse(decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as Record<string, unknown>,
  };
}
