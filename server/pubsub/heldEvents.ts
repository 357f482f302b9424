/** How long an event held through an outage is sent again to each process that says it is back. */
const RESEND_FOR_MS = 60_000;
/** A long outage must not grow the process without bound; the oldest held events go first. */
const MAX_HELD = 10_000;

interface HeldEvent {
  topic: string;
  message: string;
  sentAt: number | null;
}

/**
 * Events that may come late but must come (a session end closes a socket whenever it arrives), kept while
 * Redis is out of reach. They go out once it is back, and again for a minute whenever another process says
 * it is back, since that process may have been listening again only after the first send.
 */
export function createHeldEvents(lateIsFine: ReadonlySet<string>) {
  let held: HeldEvent[] = [];
  return {
    hold(topic: string, message: string) {
      if (!lateIsFine.has(topic)) return;
      if (held.length >= MAX_HELD) held.shift();
      held.push({ topic, message, sentAt: null });
    },
    /** The events to send now; those first sent over a minute ago are forgotten. */
    due(now = Date.now()) {
      held = held.filter((event) => event.sentAt === null || now - event.sentAt < RESEND_FOR_MS);
      for (const event of held) event.sentAt ??= now;
      return held.map(({ topic, message }) => ({ topic, message }));
    },
  };
}
