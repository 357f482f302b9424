import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createLogger, createYoga, maskError } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { GraphQLError } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { isLoopbackAddress, unsafeConfigProblem, type Config } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { databaseUnavailableError, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, logDatabaseRefusal } from './db/faults.ts';
import { hasProfiles } from './seed/hasProfiles.ts';
import { createMailer, listDevMailbox } from './mail/mailer.ts';
import { createAppServices } from './services.ts';
import { leavePresence } from './presence/presence.ts';
import { createSnootSchema } from './graphql/schema.ts';
import { createContext, freshViewerForMutations, type AppServices, type Context } from './graphql/context.ts';
import { operationType } from './graphql/operationType.ts';
import { bearerToken, profileIdForToken } from './auth/tokens.ts';
import { pruneRateLimits } from './auth/rateLimit.ts';
import { trackSessionSockets } from './auth/sessionSockets.ts';
import { subscriptionsOverWebsocketOnly } from './graphql/websocketSubscriptions.ts';
import { endTokenSessions, SESSION_END_REASONS } from './auth/sessions.ts';
import { loginHandler, requestCodeHandler } from './http/emailLogin.ts';
import { createLoginFlow, type EmailLoginLimits } from './auth/login.ts';
import { imageHandler, matchImagePath } from './http/image.ts';
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

export interface App {
  url: string;
  services: AppServices;
  stop(): Promise<void>;
}

const KEEP_ALIVE_MS = 10_000;
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

/** Yoga's logger, less the stack trace of each request the database's absence refused (logDatabaseRefusal counts those). */
function quietAboutDatabaseFaults(logger: ReturnType<typeof createLogger>): ReturnType<typeof createLogger> {
  return { ...logger, error: (...args: unknown[]) => (args.some((arg) => isDatabaseUnavailable(arg)) ? undefined : logger.error(...args)) };
}

export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const unsafe = unsafeConfigProblem(config);
  if (unsafe) throw new Error(unsafe);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    template: options.databaseTemplate,
    timeoutMs: config.databaseTimeoutMs,
  });
  if (config.seed && !(await hasProfiles(db))) {
    const started = Date.now();
    // Loaded only when seeding, so a restart on a seeded database (or SEED=false) never loads the demo data.
    const { seedDemoCommunity } = await import('./seed/index.ts');
    const { seeded } = await seedDemoCommunity(db, { imageDir: config.imageDir });
    if (seeded) console.log(`Seeded the demo community in ${Date.now() - started} ms`);
  }
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
  const retryThrottle = config.retryThrottle ? createRetryThrottle() : null;
  if (retryThrottle) workGate.whenRoom(retryThrottle.admitOne);
  const socketLimits = createSocketLimits(config.socketLimits, workGate);
  const sendMail = createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });

  const persisted = loadPersistedOperations(config.persistedOperationsFile, { reloadOnMiss: !config.production });
  const yoga = createYoga<{ connectionParams?: Record<string, unknown>; req?: IncomingMessage }, Context>({
    schema: createSnootSchema(),
    plugins: [
      ...hardeningPlugins({ production: config.production, persisted }),
      // Who may ask at all comes before any limit counts the request.
      onboardingFirst(),
      staffOnly(),
      mutationRateLimits(options.mutationLimits ?? scaledMutationLimits(config.rateLimitScale)),
      compressLargeResponses(),
      freshViewerForMutations(),
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
        return config.production ? maskError(error, message, isDev) : (error as Error);
      },
    },
    landingPage: false,
    logging: quietAboutDatabaseFaults(createLogger()),
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
    const takeTurn = () =>
      workGate.run(
        responseCaller(res, () => retryThrottle?.busy(address)),
        () => yoga(req, res),
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
    if (url.pathname.startsWith('/dev/')) {
      // Login codes for every account: only for this machine, judged by the socket, never by a header.
      const local = isLoopbackAddress(req.socket.remoteAddress) && !req.headers.forwarded && !req.headers['x-forwarded-for'];
      if (url.pathname === '/dev/mailbox' && !config.production && local) return sendJson(res, 200, await listDevMailbox(db));
      return sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
    }
    const imageUuid = matchImagePath(url.pathname);
    if (imageUuid && (req.method === 'GET' || req.method === 'HEAD')) return routes.image(req, res, imageUuid, url.searchParams);
    if (req.method === 'GET' || req.method === 'HEAD') return routes.client(req, res, url.pathname);
    sendJson(res, 404, { error: 'NOT_FOUND', message: 'Not found.' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => (res.headersSent ? res.destroy(error) : sendError(res, error)));
  });
  const wsServer = new WebSocketServer({ server, path: '/graphql' });
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
        if (profileId) await leavePresence(db, profileId).catch(() => undefined);
      },
      execute: (args) =>
        socketLimits.execute((args.rootValue as { socket: WebSocket }).socket, () =>
          (args.rootValue as { execute: (a: unknown) => unknown }).execute(args),
        ) as never,
      subscribe: (args) => (args.rootValue as { subscribe: (a: unknown) => unknown }).subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
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
          rootValue: { execute, subscribe, socket: ctx.extra.socket },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    wsServer,
    KEEP_ALIVE_MS,
  );

  const pruner = setInterval(() => {
    pruneRateLimits(db).catch(console.error);
    pruneOidcPayloads(db).catch(console.error);
    pruneSafetyEmailHashes(db).catch(console.error);
    prunePushDeliveries(db).catch(console.error);
    services.readers.pruneStale().catch(console.error);
  }, PRUNE_EVERY_MS);
  pruner.unref();

  // The first answer of /healthz and /readyz is a real look, not a guess.
  await health.lookNow();
  const listening = await listenSafely(server, config.port, config.host);
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
    services,
    async stop() {
      health.stopping();
      clearInterval(pruner);
      services.readers.dispose();
      health.stop();
      await wsCleanup.dispose();
      await sessionSockets.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await Promise.all([closed, listening.close()]);
      await services.notifier.outbox.stop();
      await services.push.settled();
      await services.pubsub.close();
      await db.destroy();
    },
  };
}
