import {
  CLASSES_ACCESS,
  ZClassTemplate,
  ZClassTemplateInput,
  ZClassTemplateListFilter,
  ZClassTemplatePage,
} from '@pulseboard/contract/classes';
import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import { ZPageParams, ZPageSizeQuery } from '@pulseboard/contract/paging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import {
  createTemplate,
  editTemplate,
  getTemplate,
  getTemplates,
  removeTemplate,
} from './classes-templates.service.ts';

const readers = { access: { roles: CLASSES_ACCESS.read, club: true } } as const;
const managers = { access: { roles: CLASSES_ACCESS.manage, club: true } } as const;
const ZTemplateParams = clubItemParams('templateId');
const tags = ['classes'];
const reply = { 200: envelope(ZClassTemplate) };

/** The Class tab's templates, which fill new classes: /dashboard/clients/{id}/class-templates. */
export function classesTemplatesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/class-templates/page/:page',
      {
        config: readers,
        schema: {
          tags,
          params: ZClubParams.extend(ZPageParams.shape),
          querystring: ZPageSizeQuery,
          body: ZClassTemplateListFilter,
          response: { 200: envelope(ZClassTemplatePage) },
        },
      },
      async (request) => {
        const { id, page } = request.params;
        const paging = { page, pageSize: request.query.pageSize };
        return ok(await getTemplates(deps, id, request.body, paging), request.lang);
      },
    );

    app.put(
      '/dashboard/clients/:id/class-templates',
      {
        config: managers,
        schema: { tags, params: ZClubParams, body: ZClassTemplateInput, response: reply },
      },
      async (request) => ok(await createTemplate(deps, request.params.id, request.body), request.lang),
    );

    app.get(
      '/dashboard/clients/:id/class-templates/:templateId',
      { config: readers, schema: { tags, params: ZTemplateParams, response: reply } },
      async (request) => {
        const { id, templateId } = request.params;
        return ok(await getTemplate(deps, id, templateId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/class-templates/:templateId',
      {
        config: managers,
        schema: { tags, params: ZTemplateParams, body: ZClassTemplateInput, response: reply },
      },
      async (request) => {
        const { id, templateId } = request.params;
        return ok(await editTemplate(deps, id, templateId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/class-templates/:templateId',
      { config: managers, schema: { tags, params: ZTemplateParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeTemplate(deps, request.params.id, request.params.templateId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
