import type { FastifyInstance } from 'fastify';

/**
 * One log line per request, written when it completes, with the request, the status and the time
 * taken. Fastify's default writes two (incoming, completed): each line is a synchronous write, and
 * on the signed-in hot path the second one cost more than the request's own work (bench/README).
 * Needs Fastify's own request lines off (`logController: new LogController({ disableRequestLogging: true })`).
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
