import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of one of the test's own services (PostgreSQL, Redis), for faults a test
 * causes on purpose: cut() refuses and drops every connection as a dead server would, pause() stops every byte
 * both ways while the sockets stay open (a stalled database or a black-holed network), and restore()/resume()
 * bring it back on the same port.
 */
export interface TcpProxy {
  port: number;
  /** Closes every connection and stops listening: new connections are refused. */
  cut(): Promise<void>;
  /** Listens again on the same port. */
  restore(): Promise<void>;
  /** Holds every byte both ways, on open connections and new ones, without closing anything. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let paused = false;
  let server: Server | null = null;
  let port = 0;

  const flow = ([client, upstream]: [Socket, Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = ([client, upstream]: [Socket, Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const pair: [Socket, Socket] = [client, upstream];
        pairs.add(pair);
        const end = () => {
          pairs.delete(pair);
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
        if (paused) hold(pair);
        else flow(pair);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        next.off('error', reject);
        port = (next.address() as { port: number }).port;
        server = next;
        resolve();
      });
    });

  const cut = async () => {
    const closing = server;
    server = null;
    for (const [client, upstream] of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    pause() {
      paused = true;
      for (const pair of pairs) hold(pair);
    },
    resume() {
      paused = false;
      for (const pair of pairs) flow(pair);
    },
    close: cut,
  };
}
