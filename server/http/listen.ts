import { createServer as createNetServer, type Server as NetServer } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  port: number;
  /** Stops the extra loopback listener (the HTTP server itself is closed by its owner). */
  close(): Promise<void>;
}

/** Errors that mean this machine has no IPv6 loopback, so there is nothing to listen on there. */
const NO_IPV6 = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

const listenOnce = (server: Server | NetServer, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });

const closeNet = (server: NetServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * Listens on `host`, or without one on this machine only. `localhost` may resolve to 127.0.0.1 or ::1
 * depending on the client, so both loopback addresses answer: ::1 hands its connections to the same server.
 */
export async function listenSafely(server: Server, port: number, host: string | undefined): Promise<Listening> {
  if (host !== undefined) {
    await listenOnce(server, port, host);
    return { port: (server.address() as AddressInfo).port, close: async () => {} };
  }
  // A random port (0) free on 127.0.0.1 may be taken on ::1: try a few.
  for (let attempt = 0; ; attempt++) {
    await listenOnce(server, port, '127.0.0.1');
    const bound = (server.address() as AddressInfo).port;
    const ipv6 = createNetServer((socket) => server.emit('connection', socket));
    try {
      await listenOnce(ipv6, bound, '::1');
      return { port: bound, close: () => closeNet(ipv6) };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (NO_IPV6.has(code)) return { port: bound, close: async () => {} };
      if (port !== 0 || attempt >= 4) throw error;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
}
