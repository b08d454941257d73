import {
  CLASS_LOGO_MAX_BYTES,
  CLASSES_ACCESS,
  ZClass,
  ZClassScopeQuery,
  ZClassTemplate,
} from '@pulseboard/contract/classes';
import { envelope } from '@pulseboard/contract/envelope';
import { AVATAR_TYPES } from '@pulseboard/contract/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { readImageUpload } from '../files/image-upload.ts';
import { getClass } from './classes.service.ts';
import { setClassLogo, setTemplateLogo } from './classes-logo.service.ts';
import { getTemplate } from './classes-templates.service.ts';

const managers = { access: { roles: CLASSES_ACCESS.manage, club: true } } as const;
const tags = ['classes'];
const upload = { maxBytes: CLASS_LOGO_MAX_BYTES, types: AVATAR_TYPES };

/** Logos of classes and templates: one multipart `file`, an image checked by its bytes. */
export function classesLogoRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/clients/:id/classes/:classId/logo',
      {
        config: managers,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: clubItemParams('classId'),
          querystring: ZClassScopeQuery,
          response: { 200: envelope(ZClass) },
        },
      },
      async (request) => {
        const { id, classId } = request.params;
        const image = await readImageUpload(request, upload);
        const target = { clubId: id, classId, scope: request.query.scope };
        await setClassLogo(deps, principalOf(request), target, image);
        return ok(await getClass(deps, id, classId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/class-templates/:templateId/logo',
      {
        config: managers,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: clubItemParams('templateId'),
          response: { 200: envelope(ZClassTemplate) },
        },
      },
      async (request) => {
        const { id, templateId } = request.params;
        const image = await readImageUpload(request, upload);
        await setTemplateLogo(deps, principalOf(request), { clubId: id, templateId }, image);
        return ok(await getTemplate(deps, id, templateId), request.lang);
      },
    );
  };
}
