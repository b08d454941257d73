import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import {
  WEEK_CHALLENGES_ACCESS,
  ZMyWeekChallengeTemplates,
  ZWeekChallengeTemplate,
  ZWeekChallengeTemplateFilter,
  ZWeekChallengeTemplateInput,
} from '@pulseboard/contract/week-challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  createTemplate,
  editTemplate,
  getClubTemplates,
  getTemplate,
  getTemplates,
  removeTemplate,
} from './week-challenges-templates.service.ts';

const staff = { access: { roles: WEEK_CHALLENGES_ACCESS.read, club: true } } as const;
const managers = { access: { roles: WEEK_CHALLENGES_ACCESS.manage, club: true } } as const;
const participants = { access: { roles: WEEK_CHALLENGES_ACCESS.participate, club: false } } as const;
const ZTemplateParams = clubItemParams('templateId');
const tags = ['week-challenges'];

/** Week challenge templates of a club: /dashboard/clients/{id}/week-challenge-templates, and a member's pick list. */
export function weekChallengeTemplatesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/week-challenge-templates/page/:page',
      {
        config: staff,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZWeekChallengeTemplateFilter,
          response: { 200: envelope(paged(ZWeekChallengeTemplate)) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getTemplates(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/week-challenge-templates',
      {
        config: managers,
        schema: {
          tags,
          params: ZClubParams,
          body: ZWeekChallengeTemplateInput,
          response: { 200: envelope(ZWeekChallengeTemplate) },
        },
      },
      async (request) => ok(await createTemplate(deps, request.params.id, request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/week-challenge-templates/:templateId',
      {
        config: staff,
        schema: { tags, params: ZTemplateParams, response: { 200: envelope(ZWeekChallengeTemplate) } },
      },
      async (request) =>
        ok(await getTemplate(deps, request.params.id, request.params.templateId), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/week-challenge-templates/:templateId',
      {
        config: managers,
        schema: {
          tags,
          params: ZTemplateParams,
          body: ZWeekChallengeTemplateInput,
          response: { 200: envelope(ZWeekChallengeTemplate) },
        },
      },
      async (request) => {
        const { id, templateId } = request.params;
        return ok(await editTemplate(deps, id, templateId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/week-challenge-templates/:templateId',
      { config: managers, schema: { tags, params: ZTemplateParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeTemplate(deps, request.params.id, request.params.templateId);
        return ok({ ok: true as const }, request.lang);
      },
    );

    // A member's pick list: the templates of their own club (no club in the path).
    app.get(
      '/dashboard/week-challenge-templates/mine',
      { config: participants, schema: { tags, response: { 200: envelope(ZMyWeekChallengeTemplates) } } },
      async (request) => ok(await getClubTemplates(deps, principalOf(request).clubId), request.lang),
    );
  };
}
