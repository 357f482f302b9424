import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { App } from '../../server/app.ts';

/**
 * One subscription as a member's client holds it: every payload it received, in order, and whether it
 * ended (completed, failed or its socket closed). Waits are on events, never on time.
 */
export class SubscriptionFeed<T = Record<string, unknown>> {
  readonly received: T[] = [];
  ended = false;
  error: unknown = null;
  private readonly client: Client;
  private waiters: (() => boolean)[] = [];

  constructor(app: App, token: string, query: string, variables: Record<string, unknown> = {}) {
    this.client = createClient({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      retryAttempts: 0,
      lazy: true,
    });
    this.client.subscribe<T>(
      { query, variables },
      {
        next: (value) => this.notify(() => this.received.push((value.data ?? value) as T)),
        error: (error) => this.notify(() => ((this.error = error), (this.ended = true))),
        complete: () => this.notify(() => (this.ended = true)),
      },
    );
  }

  /** Resolves once `check` holds for what has arrived; fails after 15 s so a broken server fails the test. */
  until(check: (feed: this) => boolean) {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Timed out; received ${JSON.stringify(this.received)}`)), 15_000);
      const test = () => {
        if (!check(this)) return false;
        clearTimeout(timer);
        resolve();
        return true;
      };
      if (!test()) this.waiters.push(test);
    });
  }

  /**
   * For a subscription that says nothing until something happens: repeats `act` until `check` holds, since
   * an event published before the server has taken the subscription reaches no one. Each repeat waits for
   * the next event or a short pause; the wait that matters is for the event itself.
   */
  async repeatUntil(act: () => Promise<unknown>, check: (feed: this) => boolean) {
    const deadline = Date.now() + 15_000;
    while (!check(this)) {
      if (Date.now() > deadline) throw new Error(`Timed out; received ${JSON.stringify(this.received)}`);
      await act();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => (clearTimeout(timer), resolve(), true));
      });
    }
  }

  dispose() {
    return this.client.dispose();
  }

  private notify(change: () => unknown) {
    change();
    // A waiter that is still unmet waits for the next event.
    this.waiters = this.waiters.filter((waiter) => !waiter());
  }
}
