import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Every series /metrics shows (README: Metrics lists each). */
export const registry = new Registry();
// The process's own: CPU, memory, event-loop lag, open handles.
collectDefaultMetrics({ register: registry });

/** What a running server reports when /metrics is read (a test process may run several; their values add up). */
export interface LiveSource {
  workLoad(): { inFlight: number; queued: number; shed: number };
  /** Statements waiting for the embedded database's thread (0 on PostgreSQL). */
  databaseQueue(): number;
  eventBusConnected(): boolean;
  /** With Redis: the last health probe's publish-to-delivery time (ms); null in-process or before the first probe. */
  eventBusRoundTripMs(): number | null;
}

const sources = new Set<LiveSource>();
/** The shed count each source had at the last read, so the counter only ever adds what is new. */
const shedSeen = new WeakMap<LiveSource, number>();

/** Reports `source` on /metrics until the returned function is called (the server stops). */
export function reportLive(source: LiveSource) {
  sources.add(source);
  return () => void sources.delete(source);
}

const sum = (read: (source: LiveSource) => number) => [...sources].reduce((total, source) => total + read(source), 0);

/** Operation names seen so far: past this many, others count as `other`, so a flood of made-up names stays a few series. */
const MAX_OPERATION_NAMES = 300;
const operationNames = new Set<string>();

/** The operation label: its name when well formed and among the first few hundred, else `other` (or `anonymous`). */
export function operationLabel(name: string | null | undefined) {
  if (!name) return 'anonymous';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) return 'other';
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
  operationNames.add(name);
  return name;
}

/** An error code as a label: the server's codes are UPPER_SNAKE; anything else is `other`. */
export const codeLabel = (code: unknown) => (typeof code === 'string' && /^[A-Z][A-Z0-9_]{0,63}$/.test(code) ? code : 'other');

const registers = [registry];

export const metrics = {
  operationDuration: new Histogram({
    name: 'snoot_graphql_operation_duration_seconds',
    help: 'GraphQL operations (HTTP and websocket) from arrival to answer; a subscription from start to end.',
    labelNames: ['operation', 'type', 'transport'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 60],
    registers,
  }),
  graphqlErrors: new Counter({
    name: 'snoot_graphql_errors_total',
    help: 'Errors in GraphQL answers, by extensions.code (INTERNAL for an unexpected one).',
    labelNames: ['code'] as const,
    registers,
  }),
  httpRequests: new Counter({
    name: 'snoot_http_requests_total',
    help: 'HTTP requests answered, by route and status.',
    labelNames: ['route', 'status'] as const,
    registers,
  }),
  httpDuration: new Histogram({
    name: 'snoot_http_request_duration_seconds',
    help: 'HTTP requests from arrival to the end of the answer, by route.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15],
    registers,
  }),
  websocketsOpen: new Gauge({ name: 'snoot_websockets_open', help: 'Websockets open now.', registers }),
  subscriptionsActive: new Gauge({
    name: 'snoot_graphql_subscriptions_active',
    help: 'GraphQL subscriptions running now on websockets.',
    registers,
  }),
  websocketRefusals: new Counter({
    name: 'snoot_websocket_refusals_total',
    help: 'Websockets closed by a limit (4429): too many from an address, for a member, or operations on one socket.',
    labelNames: ['reason'] as const,
    registers,
  }),
  rateLimitRefusals: new Counter({
    name: 'snoot_rate_limit_refusals_total',
    help: 'Actions refused by a rate limit, by limit (a mutation field, code-email, code-ip, login-ip, …; retryThrottle for the 429 of an address back before its Retry-After).',
    labelNames: ['limit'] as const,
    registers,
  }),
  pushes: new Counter({
    name: 'snoot_push_total',
    help: 'Web Push deliveries: sent, gone (device unsubscribed, deleted), refused (the push service answered an error), failed (not reached) or skipped (a stored address that is not a push service this server sends to).',
    labelNames: ['outcome'] as const,
    registers,
  }),
  mails: new Counter({
    name: 'snoot_mails_total',
    help: 'Mails handed over, by transport (smtp, devMailbox, log) and outcome (sent, failed).',
    labelNames: ['transport', 'outcome'] as const,
    registers,
  }),
};

new Gauge({
  name: 'snoot_work_gate_in_flight',
  help: 'GraphQL queries and mutations running now (the work gate).',
  registers,
  collect() {
    this.set(sum((source) => source.workLoad().inFlight));
  },
});
new Gauge({
  name: 'snoot_work_gate_queued',
  help: 'GraphQL queries and mutations waiting for a turn at the work gate.',
  registers,
  collect() {
    this.set(sum((source) => source.workLoad().queued));
  },
});
new Counter({
  name: 'snoot_work_gate_shed_total',
  help: 'Requests the work gate turned away with 503 OVERLOADED.',
  registers,
  collect() {
    for (const source of sources) {
      const { shed } = source.workLoad();
      const added = shed - (shedSeen.get(source) ?? 0);
      shedSeen.set(source, shed);
      if (added > 0) this.inc(added);
    }
  },
});
new Gauge({
  name: 'snoot_pglite_queue_depth',
  help: "Statements sent to the embedded database's thread and not yet answered (0 on PostgreSQL).",
  registers,
  collect() {
    this.set(sum((source) => source.databaseQueue()));
  },
});
new Gauge({
  name: 'snoot_event_bus_connected',
  help: 'Whether events reach every server process (1), or only this one while Redis is out of reach (0).',
  registers,
  collect() {
    this.set(sources.size && [...sources].every((source) => source.eventBusConnected()) ? 1 : 0);
  },
});
new Gauge({
  name: 'snoot_event_bus_round_trip_seconds',
  help: "The last health probe's time from publishing an event to hearing it back through Redis (0 without Redis).",
  registers,
  collect() {
    this.reset();
    const times = [...sources].map((source) => source.eventBusRoundTripMs()).filter((ms) => ms !== null);
    if (times.length) this.set(Math.max(...times) / 1000);
  },
});
