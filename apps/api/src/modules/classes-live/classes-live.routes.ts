import {
  CLASSES_LIVE_ACCESS,
  ZLiveClassInfo,
  ZLiveState,
  ZLiveStopResult,
} from '@pulseboard/contract/classes-live';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getLiveState, startClass, stopClass } from './classes-live.service.ts';
import { serveLiveSocket } from './classes-live-socket.ts';
import { createLocalBus } from './live-bus.ts';
import { createRedisBus } from './live-bus-redis.ts';
import { createLiveHub } from './live-hub.ts';

const control = { access: { roles: CLASSES_LIVE_ACCESS.control, club: true } } as const;
const readers = { access: { roles: CLASSES_LIVE_ACCESS.read, club: true } } as const;
const params = clubItemParams('classId');
const tags = ['classes-live'];

/** Start, stop and watch a live class: /dashboard/clients/{id}/classes/{classId}/... */
export function classesLiveRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const { REDIS_URL, REDIS_CHANNEL_PREFIX } = deps.config;
    const bus = REDIS_URL ? createRedisBus(REDIS_URL, REDIS_CHANNEL_PREFIX, app.log) : createLocalBus();
    const hub = createLiveHub(deps.db, bus, app.log);
    app.addHook('onClose', () => hub.close());

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/start',
      { config: control, schema: { tags, params, response: { 200: envelope(ZLiveClassInfo) } } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await startClass(deps, principalOf(request), id, classId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/stop',
      { config: control, schema: { tags, params, response: { 200: envelope(ZLiveStopResult) } } },
      async (request) => {
        const { id, classId } = request.params;
        const result = await stopClass(deps, principalOf(request), id, classId);
        await hub.stopped(classId);
        return ok(result, request.lang);
      },
    );

    app.get(
      '/dashboard/clients/:id/classes/:classId/live-state',
      { config: readers, schema: { tags, params, response: { 200: envelope(ZLiveState) } } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await getLiveState(deps, id, classId, hub.room(classId)), request.lang);
      },
    );

    app.route({
      method: 'GET',
      url: '/dashboard/clients/:id/classes/:classId/live',
      config: { access: { roles: CLASSES_LIVE_ACCESS.watch, club: true }, socketAuth: true },
      schema: { tags, params },
      // The same path without an upgrade.
      handler: async () => {
        throw new AppError('NOT_FOUND');
      },
      wsHandler: (socket, request) => serveLiveSocket(deps, hub, socket, request),
    });
  };
}
