import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createLogger, createYoga, maskError } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { getOperationAST, GraphQLError } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { isLoopbackAddress, unsafeConfigProblem, type Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { responseSignal, runWithSignal } from './db/operationSignal.ts';
import { databaseUnavailableError, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseRefusal } from './db/faults.ts';
import { createMailer, listDevMailbox } from './mail/mailer.ts';
import { createAppServices } from './services.ts';
import { pruneFiredJobs } from './jobs/queue.ts';
import { leavePresence } from './presence/presence.ts';
import { announcePresence } from './presence/presenceEvents.ts';
import { createSnootSchema } from './graphql/schema.ts';
import { createContext, freshViewerForMutations, type AppServices, type Context } from './graphql/context.ts';
import { operationType } from './graphql/operationType.ts';
import { bearerToken, profileIdForToken } from './auth/tokens.ts';
import { pruneRateLimits } from './auth/rateLimit.ts';
import { sweepUnsentPictures } from './chat/unsentPictures.ts';
import { trackSessionSockets } from './auth/sessionSockets.ts';
import { sessionEndReasons } from './graphql/sessionEndReasons.ts';
import { subscriptionsOverWebsocketOnly } from './graphql/websocketSubscriptions.ts';
import { endTokenSessions, SESSION_END_REASONS } from './auth/sessions.ts';
import { loginHandler, requestCodeHandler } from './http/emailLogin.ts';
import { createLoginFlow, type EmailLoginLimits } from './auth/login.ts';
import { imageHandler, matchImagePath } from './http/image.ts';
import { eventCalendarHandler, matchEventCalendarPath } from './http/eventCalendar.ts';
import { PICTURE_STORE_PROBE_EVERY_MS } from './images/pictureStore.ts';
import { staticHandler } from './http/static.ts';
import { emailVerifyHandler } from './http/emailVerify.ts';
import { CLIENT_ERRORS_PATH, clientErrorsHandler } from './http/clientErrors.ts';
import { VERIFY_PATH } from './account/emailLink.ts';
import { clientIp, sendError, sendJson } from './http/json.ts';
import { setSecurityHeaders } from './http/securityHeaders.ts';
import { createWorkGate, defaultWorkLimits, responseCaller, type WorkLimits } from './http/workGate.ts';
import { createRetryThrottle } from './http/retryThrottle.ts';
import { createSocketLimits, tooManyOperations } from './graphql/socketLimits.ts';
import { createHealth } from './http/health.ts';
import { listenSafely } from './http/listen.ts';
import { corsForOrigins } from './http/cors.ts';
import { isWellFormedPath, requestUrl } from './http/requestPath.ts';
import { hardeningPlugins, loadPersistedOperations, persistedOperationId } from './graphql/hardening.ts';
import { MUTATION_LIMITS, mutationRateLimits, scaledMutationLimits } from './graphql/mutationLimits.ts';
import { onboardingFirst } from './graphql/onboardingFirst.ts';
import { staffOnly } from './graphql/staffOnly.ts';
import { compressLargeResponses } from './graphql/compression.ts';
import { executionBudget } from './graphql/budget.ts';
import { clientOrigins, createSingleSignOnRoutes, isSingleSignOnPath, type SingleSignOnRoutes } from './oidc/routes.ts';
import { pruneOidcPayloads } from './oidc/adapter.ts';
import { pruneSafetyEmailHashes } from './moderation/keptDecisions.ts';
import { prunePushDeliveries } from './notifications/pushPeriods.ts';
import { configureLogging, errorFields, log } from './log/log.ts';
import { errorCodesOf, operationFields, requestIdOf, runOperation, runRequest, type OperationRecord } from './log/requestLog.ts';
import { operationLog } from './graphql/operationLog.ts';
import { metrics, reportLive } from './metrics/metrics.ts';
import { listenForMetrics, metricsHandler, metricsOnMainPort } from './metrics/endpoint.ts';
import { pgliteQueueDepth } from './db/pgliteThread.ts';
import { DEMO_STAFF_EMAIL, holdsDemoStaffLogin } from './profiles/demoStaff.ts';

export interface App {
  url: string;
  /** Where /metrics answers when METRICS_PORT gives it a port of its own. */
  metricsUrl?: string;
  services: AppServices;
  stop(): Promise<void>;
}

const KEEP_ALIVE_MS = 10_000;

/** One websocket operation being run: when it started, the ids its lines carry, and what its line will say. */
interface SocketOperation {
  started: number;
  scope: { reqId: string; opId: string };
  record: OperationRecord;
}
/** A socket that has not authenticated by then is closed (4408). */
const CONNECTION_INIT_TIMEOUT_MS = 3_000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Builds and starts the one HTTP server: GraphQL (HTTP and graphql-ws) at /graphql, login, images, client. */
export interface AppOptions {
  limits?: EmailLoginLimits;
  mutationLimits?: typeof MUTATION_LIMITS;
  /** How much GraphQL work over HTTP runs at once before requests get 503 (defaults suit the database). */
  workLimits?: WorkLimits;
  /** An in-memory database starts from this dump of a migrated one (see openDatabase). */
  databaseTemplate?: string;
  /**
   * false: chat notifications are left in the outbox after the answer, as by a server that stopped right then
   * (tests of the next server's start-up delivering them).
   */
  drainAfterAnswer?: boolean;
}

/** Unexpected errors already logged: each gets one line, with its request id, however many layers report it. */
const loggedErrors = new WeakSet<object>();

/** Logs an error nobody expected once (its request id comes with the line); coded GraphQL errors are answers, not faults. */
function logUnexpected(error: unknown) {
  // By shape, not instanceof: yoga may load another copy of graphql than this file's (under the test runner).
  const original = (error as { originalError?: unknown } | null)?.originalError ?? error;
  if (!(original instanceof Error) || original.name === 'GraphQLError' || isDatabaseUnavailable(original)) return;
  if (loggedErrors.has(original)) return;
  loggedErrors.add(original);
  log.error(errorFields(original), 'Operation failed');
}

/** Yoga's own log, through the server's: its errors are the unexpected ones maskError already logged. */
const yogaLogger: ReturnType<typeof createLogger> = {
  debug: (...args: unknown[]) => log.debug(String(args[0])),
  info: (...args: unknown[]) => log.info(String(args[0])),
  warn: (...args: unknown[]) => log.warn(String(args[0])),
  error: (...args: unknown[]) => args.forEach(logUnexpected),
};

export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const unsafe = unsafeConfigProblem(config);
  if (unsafe) throw new Error(unsafe);
  configureLogging({ level: config.logLevel, format: config.logFormat });
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: options.databaseTemplate,
    timeoutMs: config.databaseTimeoutMs,
  });
  if (config.production && (await holdsDemoStaffLogin(db)))
    log.error(
      `This production database holds the demo community's staff login ${DEMO_STAFF_EMAIL}, seeded by an older server's ` +
        'default: whoever receives its login codes is staff. Remove the demo community before members use this database.',
    );
  const services = createAppServices(db, config, { drainAfterAnswer: options.drainAfterAnswer });
  const workGate = createWorkGate(options.workLimits ?? defaultWorkLimits(Boolean(config.databaseUrl)));
  const health = createHealth({
    db,
    load: workGate.load,
    eventBus: services.pubsub.probe ? { name: 'eventBus', check: services.pubsub.probe, blocksReadiness: false } : undefined,
    // A bucket away stops uploads and new sizes only, so like the event bus it keeps the server in the load balancer.
    pictureStore: services.pictures.probe
      ? { name: 'pictureStore', check: services.pictures.probe, everyMs: PICTURE_STORE_PROBE_EVERY_MS, blocksReadiness: false }
      : undefined,
    // The files this server writes: the embedded database's (not PostgreSQL's, on its own machine) and images (not a bucket's).
    diskPaths: [
      ...(config.databaseUrl || config.dataDir.startsWith('memory://') ? [] : [config.dataDir]),
      ...(config.s3 ? [] : [config.imageDir]),
    ],
    diskFloorMb: config.diskFloorMb,
  });
  const retryThrottle = config.retryThrottle ? createRetryThrottle(workGate) : null;
  if (retryThrottle) workGate.whenRoom(retryThrottle.admitOne);
  const socketLimits = createSocketLimits(config.socketLimits, workGate);
  const sendMail = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, production: config.production });
  const stopReporting = reportLive({
    workLoad: workGate.load,
    databaseQueue: pgliteQueueDepth,
    eventBusConnected: () => services.pubsub.isConnected(),
    eventBusRoundTripMs: () => services.pubsub.roundTripMs?.() ?? null,
  });

  const persisted = loadPersistedOperations(config.persistedOperationsFile, { reloadOnMiss: !config.production });
  const yoga = createYoga<{ connectionParams?: Record<string, unknown>; req?: IncomingMessage }, Context>({
    schema: createSnootSchema(),
    plugins: [
      operationLog(),
      ...hardeningPlugins({ production: config.production, persisted }),
      // Who may ask at all comes before any limit counts the request.
      onboardingFirst(),
      staffOnly(),
      mutationRateLimits(options.mutationLimits ?? scaledMutationLimits(config.rateLimitScale)),
      compressLargeResponses(),
      freshViewerForMutations(),
      sessionEndReasons(),
      // Queries run as compiled code (graphql-jit): the grid's 60 cards of fields cost a third less of the server's
      // thread. Mutations and subscriptions keep graphql-js, whose errors and event streams the clients rely on.
      useGraphQlJit({}, { enableIf: ({ document, operationName }) => operationType(document, operationName) === 'query' }),
      // After graphql-jit, so the budget wraps whichever execute function runs.
      executionBudget(config.executionBudgetMs),
      subscriptionsOverWebsocketOnly(),
    ],
    graphqlEndpoint: '/graphql',
    graphiql: !config.production,
    maskedErrors: {
      // The database away is said in the member's words with a code and 503 + Retry-After, in production and
      // development alike; other unexpected errors are masked in production only.
      maskError(error, message, isDev) {
        if (isDatabaseUnavailable(error)) {
          logDatabaseRefusal(error);
          return databaseUnavailableError();
        }
        logUnexpected(error);
        return config.production ? maskError(error, message, isDev) : (error as Error);
      },
    },
    landingPage: false,
    logging: yogaLogger,
    cors: corsForOrigins(() => services.config.publicUrls),
    context: ({ request, connectionParams, req }) =>
      createContext(
        services,
        (connectionParams?.token as string | undefined) ?? bearerToken(request.headers.get('authorization')),
        req ? clientIp(req, config.trustProxy) : 'unknown',
      ),
  });

  // One login for the HTTP endpoints and the single sign-on pages, so both count against the same limits.
  const loginFlow = createLoginFlow(db, sendMail, options.limits ?? config.emailLoginLimits);
  const routes = {
    requestCode: requestCodeHandler(loginFlow, config.trustProxy),
    login: loginHandler(db, loginFlow, config.trustProxy),
    emailVerify: emailVerifyHandler(db, services.pubsub),
    clientErrors: clientErrorsHandler(db, config.trustProxy),
    image: imageHandler(db, services.pictures),
    // The calendar file's UID names the PUBLIC_URL's host (or snoot), so it stays one across downloads and servers.
    eventCalendar: eventCalendarHandler(db, {
      uidHost: config.publicUrls[0] ? new URL(config.publicUrls[0]).hostname : 'snoot',
      appOrigin: () => services.config.publicUrls[0],
      oidcIssuer: config.oidcIssuer,
    }),
    client: staticHandler(config.clientDir),
  };

  // Single sign-on needs the listening port for its localhost defaults, so it is built once the server listens.
  let singleSignOn: Promise<SingleSignOnRoutes> | null = null;

  // Pages may talk to the identity provider: an external OIDC_ISSUER, or the embedded one, whose issuer is the first
  // client origin; a page opened at another of the server's addresses (127.0.0.1 beside localhost) fetches it there.
  let identityOrigin = config.oidcIssuer ? new URL(config.oidcIssuer).origin : undefined;

  /** A client that ignores Retry-After waits it out before it reaches the gate (server/http/retryThrottle.ts). */
  function graphqlOverHttp(req: IncomingMessage, res: ServerResponse) {
    const address = clientIp(req, config.trustProxy);
    // A client that goes away ends the request's statements too (server/db/operationSignal.ts).
    const gone = responseSignal(res);
    const takeTurn = () =>
      workGate.run(
        responseCaller(res, () => retryThrottle?.busy(address)),
        () => runWithSignal(gone, () => yoga(req, res)),
      );
    const admit = () => void takeTurn().catch((error) => (res.headersSent ? res.destroy(error) : sendError(res, error)));
    if (retryThrottle?.hold(address, res, admit)) return;
    return takeTurn();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = requestUrl(req.url);
    setSecurityHeaders(res, { identityOrigin });
    if (!url || !isWellFormedPath(url.pathname)) return sendJson(res, 400, { error: 'BAD_REQUEST', message: 'This address is not valid.' });
    if (url.pathname === '/graphql') return graphqlOverHttp(req, res);
    if (isSingleSignOnPath(url.pathname)) {
      if (!singleSignOn) return sendJson(res, 503, { error: 'STARTING', message: 'The server is still starting.' });
      return (await singleSignOn)(req, res, url);
    }
    if (req.method === 'POST' && url.pathname === '/account-provider/email/request-code') return routes.requestCode(req, res);
    if (req.method === 'POST' && url.pathname === '/account-provider/email/login') return routes.login(req, res);
    if (req.method === 'GET' && url.pathname === VERIFY_PATH) return routes.emailVerify(res, url.searchParams);
    if (req.method === 'POST' && url.pathname === CLIENT_ERRORS_PATH) return routes.clientErrors(req, res);
    if (url.pathname === '/healthz') return health.health(res);
    if (url.pathname === '/readyz') return health.ready(res);
    if (url.pathname === '/livez') return health.live(res);
    if (url.pathname === '/metrics') {
      if (metricsOnMainPort(config)) return metricsHandler(req, res, config.metricsToken);
      return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
    }
    if (url.pathname.startsWith('/dev/')) {
      // Login codes for every account: only for this machine, judged by the socket, never by a header.
      const local = isLoopbackAddress(req.socket.remoteAddress) && !req.headers.forwarded && !req.headers['x-forwarded-for'];
      if (url.pathname === '/dev/mailbox' && !config.production && local) return sendJson(res, 200, await listDevMailbox(db));
      return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
    }
    const imageUuid = matchImagePath(url.pathname);
    if (imageUuid && (req.method === 'GET' || req.method === 'HEAD')) return routes.image(req, res, imageUuid, url.searchParams);
    const calendarUuid = matchEventCalendarPath(url.pathname);
    if (calendarUuid !== null && req.method === 'GET') return routes.eventCalendar(req, res, calendarUuid);
    if (req.method === 'GET' || req.method === 'HEAD') return routes.client(req, res, url.pathname);
    sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
  }

  const server = createServer((req, res) => {
    void runRequest(req, res, () => handle(req, res).catch((error) => (res.headersSent ? res.destroy(error) : sendError(res, error))));
  });
  // An idle kept-alive connection stays open longer than a proxy's usual 60 s idle timeout (Node's own 5 s let a proxy
  // or client reuse a connection just as the server closed it: a request lost to "socket hang up").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  /** Each socket's request id (from its upgrade request's X-Request-Id, or ours), echoed on the upgrade's answer. */
  const socketRequestIds = new WeakMap<IncomingMessage, string>();
  wsServer.on('headers', (headers, request) => {
    const reqId = requestIdOf(request);
    socketRequestIds.set(request, reqId);
    headers.push(`X-Request-Id: ${reqId}`);
  });
  wsServer.on('connection', (socket) => {
    metrics.websocketsOpen.inc();
    socket.once('close', () => metrics.websocketsOpen.dec());
  });
  /** Each websocket operation's line, from its subscribe message to its end (server/log/requestLog.ts). */
  const socketOperations = new WeakMap<object, Map<string, SocketOperation>>();
  const operationOf = (ctx: object, id: string) => socketOperations.get(ctx)?.get(id);
  const endOperation = (ctx: object, id: string) => {
    const operation = operationOf(ctx, id);
    if (!operation) return;
    socketOperations.get(ctx)!.delete(id);
    if (operation.record.operationType === 'subscription') metrics.subscriptionsActive.dec();
    const seconds = (performance.now() - operation.started) / 1000;
    const fields = operationFields(operation.record, seconds, 'ws');
    log.info({ ...operation.scope, transport: 'ws', durationMs: Math.round(seconds * 1000), ...fields }, 'GraphQL operation');
  };
  socketLimits.watch(wsServer, (request) => clientIp(request, config.trustProxy));
  const sessionSockets = trackSessionSockets(services.pubsub);
  /** Which member each acknowledged socket belongs to, for its disconnect. */
  const socketMembers = new WeakMap<object, string>();
  const wsCleanup = useServer<Record<string, unknown>>(
    {
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      // A socket without a valid token is refused before any operation runs (closes with 4403 Forbidden).
      onConnect: async ({ connectionParams, extra }) => {
        const token = typeof connectionParams?.token === 'string' ? connectionParams.token : null;
        if (token === null) return false;
        // Tracked before the check, so a logout that lands meanwhile still closes it (server/auth/sessions.ts).
        const session = sessionSockets.open(extra.socket, token);
        let profileId: string | null;
        try {
          profileId = await profileIdForToken(db, token, config.oidcIssuer);
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error;
          // 1013 Try Again Later, in the member's words; the client reconnects.
          session.forget();
          extra.socket.close(1013, DATABASE_UNAVAILABLE_MESSAGE);
          return false;
        }
        if (profileId === null) session.forget();
        else session.identify(profileId);
        if (profileId === null || !socketLimits.admitMember(extra.socket, profileId)) return false;
        socketMembers.set(extra.socket, profileId);
        return true;
      },
      // A closed tab is no longer there to see a push: its member stops counting as online at once rather than
      // when their last report runs out (another open tab of theirs reports in again within a minute).
      onDisconnect: async ({ extra }) => {
        const profileId = socketMembers.get(extra.socket);
        // A server shutting down may have closed its database first; presence then simply runs out.
        if (profileId && (await leavePresence(db, profileId).catch(() => false))) announcePresence(services.pubsub, profileId);
      },
      execute: (args) => {
        const { socket, operation } = args.rootValue as { socket: WebSocket; operation?: SocketOperation };
        const run = () => socketLimits.execute(socket, () => (args.rootValue as { execute: (a: unknown) => unknown }).execute(args));
        return (operation ? runOperation(operation.scope, operation.record, run) : run()) as never;
      },
      subscribe: (args) => {
        const { operation } = args.rootValue as { operation?: SocketOperation };
        const run = () => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args);
        return (operation ? runOperation(operation.scope, operation.record, run) : run()) as never;
      },
      onNext: (ctx, id, _payload, _args, result) => {
        const operation = operationOf(ctx, id);
        if (operation) operation.record.errorCodes.push(...errorCodesOf(result.errors).map(String));
      },
      onError: (ctx, id, _payload, errors) => {
        const operation = operationOf(ctx, id);
        if (operation) operation.record.errorCodes.push(...errorCodesOf(errors).map(String));
        endOperation(ctx, id);
      },
      onComplete: (ctx, id) => endOperation(ctx, id),
      onSubscribe: async (ctx, id, params) => {
        const operation: SocketOperation = {
          started: performance.now(),
          scope: { reqId: socketRequestIds.get(ctx.extra.request) ?? 'unknown', opId: id },
          record: {
            operationName: params.operationName ?? undefined,
            persistedId: persistedOperationId(params as never) ?? undefined,
            memberId: socketMembers.get(ctx.extra.socket),
            errorCodes: [],
          },
        };
        let operations = socketOperations.get(ctx);
        if (!operations) socketOperations.set(ctx, (operations = new Map()));
        operations.set(id, operation);
        // graphql-ws lists this socket's operations in progress, this one among them; one past the limit closes the socket.
        if (!socketLimits.admitOperation(ctx.extra.socket, Object.keys(ctx.subscriptions).length)) return tooManyOperations();
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
          connectionParams: ctx.connectionParams,
        });
        // A persisted subscription names its document by id; in production only those run.
        const documentId = persistedOperationId(params as never);
        const query = (documentId && persisted.get(documentId)) || (config.production ? null : params.query);
        if (!query)
          return [new GraphQLError("Only the app's own operations are accepted.", { extensions: { code: 'PERSISTED_QUERY_ONLY' } })];
        let document;
        try {
          document = parse(query);
        } catch (error) {
          // A syntax error or an oversized document is the caller's mistake: answered on the socket, which stays open.
          // Known by name: graphql-ws and yoga may load another copy of graphql than this file's under the test runner.
          if (error instanceof Error && error.name === 'GraphQLError') return [error as GraphQLError];
          throw error;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe, socket: ctx.extra.socket, operation },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        operation.record.operationType = operationType(document, params.operationName) ?? undefined;
        operation.record.operationName ??= getOperationAST(document, params.operationName)?.name?.value;
        if (operation.record.operationType === 'subscription') metrics.subscriptionsActive.inc();
        return args;
      },
    },
    wsServer,
    KEEP_ALIVE_MS,
  );

  const pruner = setInterval(() => {
    const failed = (what: string) => (error: unknown) => log.error(errorFields(error), `Pruning ${what} failed`);
    pruneRateLimits(db).catch(failed('rate limits'));
    pruneOidcPayloads(db).catch(failed('sign-in records'));
    pruneSafetyEmailHashes(db).catch(failed('kept email hashes'));
    prunePushDeliveries(db).catch(failed('push periods'));
    pruneFiredJobs(db).catch(failed('fired jobs'));
    services.readers.pruneStale().catch(failed('open chat rooms'));
    sweepUnsentPictures(db, services.pictures).catch(failed('unsent chat pictures'));
  }, PRUNE_EVERY_MS);
  pruner.unref();

  // The first answer of /healthz and /readyz is a real look, not a guess.
  await health.lookNow();
  const listening = await listenSafely(server, config.port, config.host);
  const metricsListener = config.metricsPort === undefined ? null : await listenForMetrics(config);
  const { port } = listening;
  identityOrigin = new URL(config.oidcIssuer ?? clientOrigins(config, port)[0]).origin;
  // Mailed links and CORS use the concrete origins from here on (PUBLIC_URL, or localhost on this port).
  services.config = { ...config, publicUrls: clientOrigins(config, port) };
  singleSignOn = createSingleSignOnRoutes({
    db,
    config,
    loginFlow,
    port,
    accessTokensEnded: (tokens) => endTokenSessions(services.pubsub, tokens, SESSION_END_REASONS.grantRevoked),
  });
  await singleSignOn;
  return {
    url: `http://localhost:${port}`,
    ...(metricsListener ? { metricsUrl: `http://localhost:${metricsListener.port}` } : {}),
    services,
    async stop() {
      health.stopping();
      stopReporting();
      await metricsListener?.close();
      clearInterval(pruner);
      services.readers.dispose();
      health.stop();
      await wsCleanup.dispose();
      await sessionSockets.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, listening.close()]);
      await services.notifier.outbox.stop();
      await services.jobs.stop();
      await services.push.settled();
      await services.pubsub.close();
      await db.destroy();
    },
  };
}
