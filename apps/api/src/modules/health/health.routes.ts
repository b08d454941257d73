import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';

const ZHealth = envelope(z.object({ status: z.literal('ok') }));

export function healthRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/healthz',
      {
        config: { access: { public: true } },
        schema: { tags: ['health'], security: [], response: { 200: ZHealth } },
      },
      async () => ok({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        config: { access: { public: true } },
        schema: { tags: ['health'], security: [], response: { 200: ZHealth } },
      },
      async (request) => {
        if (!deps.state.migrated || deps.state.shuttingDown) throw new AppError('NOT_READY');
        try {
          await deps.database.ping();
        } catch (err) {
          request.log.warn({ err }, 'database not reachable');
          throw new AppError('NOT_READY');
        }
        return ok({ status: 'ok' as const });
      },
    );
  };
}
