import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import { TRAINERS_ACCESS, ZTrainer, ZTrainerInput, ZTrainerListFilter } from '@pulseboard/contract/trainers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { createTrainer, editTrainer, getTrainers, removeTrainer } from './trainers.service.ts';

const readers = { access: { roles: TRAINERS_ACCESS.read, club: true } } as const;
const managers = { access: { roles: TRAINERS_ACCESS.manage, club: true } } as const;
const ZTrainerParams = clubItemParams('trainerId');
const tags = ['trainers'];

/** The Trainers tab of a club: /dashboard/clients/{id}/trainers. */
export function trainersRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/trainers/page/:page',
      {
        config: readers,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZTrainerListFilter,
          response: { 200: envelope(paged(ZTrainer)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getTrainers(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/trainers',
      {
        config: managers,
        schema: { tags, params: ZClubParams, body: ZTrainerInput, response: { 200: envelope(ZTrainer) } },
      },
      async (request) => ok(await createTrainer(deps, request.params.id, request.body), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/trainers/:trainerId',
      {
        config: managers,
        schema: { tags, params: ZTrainerParams, body: ZTrainerInput, response: { 200: envelope(ZTrainer) } },
      },
      async (request) => {
        const { id, trainerId } = request.params;
        return ok(await editTrainer(deps, id, trainerId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/trainers/:trainerId',
      { config: managers, schema: { tags, params: ZTrainerParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeTrainer(deps, request.params.id, request.params.trainerId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
