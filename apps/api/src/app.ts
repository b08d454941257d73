import type { Http2SecureServer } from 'node:http2';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { TDeps } from './lib/deps.ts';
import { loggerOptions, type TLogStream } from './lib/logger.ts';
import { requestIdOf } from './lib/request-id.ts';
import { createSerializerCompiler, type TSerializerChoice } from './lib/serializer.ts';
import { closeSpreadsheetWorkers } from './lib/spreadsheet-sheet.ts';
import { accountActionsRoutes } from './modules/accounts/account-actions.routes.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { challengesRoutes } from './modules/challenges/challenges.routes.ts';
import { classesRoutes } from './modules/classes/classes.routes.ts';
import { classesLogoRoutes } from './modules/classes/classes-logo.routes.ts';
import { classesParticipantsRoutes } from './modules/classes/classes-participants.routes.ts';
import { classesSummaryRoutes } from './modules/classes/classes-summary.routes.ts';
import { classesTemplatesRoutes } from './modules/classes/classes-templates.routes.ts';
import { classesLiveRoutes } from './modules/classes-live/classes-live.routes.ts';
import { clubModulesRoutes } from './modules/club-modules/club-modules.routes.ts';
import { clubJoinRoutes } from './modules/clubs/club-join.routes.ts';
import { clubsRoutes } from './modules/clubs/clubs.routes.ts';
import { clubsAdminRoutes } from './modules/clubs/clubs-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { faqRoutes } from './modules/faq/faq.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { integrationsRoutes } from './modules/integrations/integrations.routes.ts';
import { leaderboardsRoutes } from './modules/leaderboards/leaderboards.routes.ts';
import { loanerPodsRoutes } from './modules/loaner-pods/loaner-pods.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { memberHistoryRoutes } from './modules/member-history/member-history.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { membersActionsRoutes } from './modules/members/members-actions.routes.ts';
import { membersDetailRoutes } from './modules/members/members-detail.routes.ts';
import { membersImportRoutes } from './modules/members/members-import.routes.ts';
import { membersRecordsRoutes } from './modules/members/members-records.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { profileActionsRoutes } from './modules/profile/profile-actions.routes.ts';
import { stationsRoutes } from './modules/stations/stations.routes.ts';
import { studiosRoutes } from './modules/studios/studios.routes.ts';
import { trainersRoutes } from './modules/trainers/trainers.routes.ts';
import { weekChallengesRoutes } from './modules/week-challenges/week-challenges.routes.ts';
import { workoutsRoutes } from './modules/workouts/workouts.routes.ts';
import { workoutsSessionsRoutes } from './modules/workouts/workouts-sessions.routes.ts';
import { registerAccessGuard } from './plugins/access-guard.ts';
import { registerDocs } from './plugins/docs.ts';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttp2HeaderLimit } from './plugins/http2-headers.ts';
import { registerLanguage } from './plugins/language.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebStatic } from './plugins/web-static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How each route's answers are serialised (compiled or zod), filled as Fastify compiles them. */
    serializerChoices: TSerializerChoice[];
  }
}

export interface TBuildOptions {
  /** Log at `level` to `stream` (standard output when omitted); see lib/logger.ts. */
  logger?: false | { level: string; stream?: TLogStream };
  /** Serve the built web app (production). */
  serveWeb?: boolean;
  /** Test-only: answer 204 right after the access guard for requests with `x-guard-probe: 1`. */
  guardProbe?: boolean;
}

/** Builds the whole server from plugins and feature routes; never listens (tests use app.inject). */
export async function buildApp(deps: TDeps, opts: TBuildOptions = {}): Promise<FastifyInstance> {
  const options = {
    logger: opts.logger ? loggerOptions(opts.logger.level, opts.logger.stream) : false,
    // One line per request, written by plugins/request-log.ts when it completes.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Only the proxies named in TRUST_PROXY may set the client address (X-Forwarded-For).
    trustProxy: deps.config.TRUST_PROXY ?? false,
    genReqId: requestIdOf(deps.config.TRUST_PROXY),
    requestIdHeader: false as const,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  };
  const tls = deps.config.tls;
  // With a certificate the server speaks TLS itself: HTTP/2, so a page's many files share one
  // connection, and HTTP/1.1 for older clients and websockets. Nothing here reads more of a request
  // than both kinds share (headers, url, socket), so the instance is typed as the plain HTTP one.
  const app = (tls
    ? Fastify({
        ...(options as unknown as FastifyServerOptions<Http2SecureServer>),
        http2: true,
        https: { allowHTTP1: true, ...tls },
        // Closing ends the open HTTP/2 sessions (gracefully: their streams finish), which Node 24 does
        // itself and Node 22 does not.
        forceCloseConnections: true,
      })
    : Fastify(options)) as unknown as FastifyInstance;
  app.addHook('onClose', closeSpreadsheetWorkers);
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serialisers compiled from each route's response schema (lib/serializer.ts);
  // the few schemas that cannot be keep zod's, listed here and logged at start-up.
  app.decorate('serializerChoices', [] as TSerializerChoice[]);
  app.setSerializerCompiler(
    createSerializerCompiler((choice) => {
      app.serializerChoices.push(choice);
      if (choice.kind === 'zod') app.log.debug(choice, 'response written by zod, not compiled');
    }),
  );
  // Set when the request arrives (an error answer keeps it): one header write, no onSend pass per answer.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (tls) registerHttp2HeaderLimit(app);

  registerRequestLog(app);
  registerLanguage(app);
  registerErrorHandler(app, deps.db);
  registerAccessGuard(app, deps.database);
  if (opts.guardProbe) {
    app.addHook('preParsing', async (request, reply) => {
      if (request.headers['x-guard-probe'] === '1') return reply.code(204).send();
    });
  }
  await registerSecurity(app);
  await registerDocs(app);
  // Uploads are read only by routes that expect them; limits are set per route.
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  // Live classes (modules/classes-live): a sample message is small; 256 KiB holds the largest allowed.
  await app.register(websocket, { options: { maxPayload: 256 * 1024 } });

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(profileRoutes(deps));
  await app.register(profileActionsRoutes(deps));
  await app.register(filesRoutes(deps));
  await app.register(faqRoutes(deps));
  await app.register(clubsRoutes(deps));
  await app.register(clubsAdminRoutes(deps));
  await app.register(clubJoinRoutes(deps));
  await app.register(locationsRoutes(deps));
  await app.register(membersRoutes(deps));
  await app.register(membersActionsRoutes(deps));
  await app.register(membersRecordsRoutes(deps));
  await app.register(membersDetailRoutes(deps));
  await app.register(memberHistoryRoutes(deps));
  await app.register(membersImportRoutes(deps));
  await app.register(studiosRoutes(deps));
  await app.register(trainersRoutes(deps));
  await app.register(loanerPodsRoutes(deps));
  await app.register(clubModulesRoutes(deps));
  await app.register(integrationsRoutes(deps));
  await app.register(accountsRoutes(deps));
  await app.register(accountActionsRoutes(deps));
  await app.register(stationsRoutes(deps));
  await app.register(dashboardRoutes(deps));
  await app.register(workoutsRoutes(deps));
  await app.register(workoutsSessionsRoutes(deps));
  await app.register(challengesRoutes(deps));
  await app.register(leaderboardsRoutes(deps));
  await app.register(weekChallengesRoutes(deps));
  await app.register(classesRoutes(deps));
  await app.register(classesParticipantsRoutes(deps));
  await app.register(classesSummaryRoutes(deps));
  await app.register(classesLiveRoutes(deps));
  await app.register(classesTemplatesRoutes(deps));
  await app.register(classesLogoRoutes(deps));

  if (opts.serveWeb) await registerWebStatic(app, deps.config.webDistDir);
  else app.decorate('webIndexPage', () => undefined);
  return app;
}
