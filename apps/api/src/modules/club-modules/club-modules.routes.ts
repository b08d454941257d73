import {
  CLUB_MODULES_ACCESS,
  ZClubModules,
  ZClubPrivacy,
  ZMemberExport,
  ZMemberParams,
} from '@pulseboard/contract/club-modules';
import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { getModules, getPrivacy, setModules, setPrivacy } from './club-modules.service.ts';
import { eraseMember, exportMemberData } from './member-data.service.ts';

const read = { access: { roles: CLUB_MODULES_ACCESS.read, club: true } } as const;
const owner = { access: { roles: CLUB_MODULES_ACCESS.manage, club: true } } as const;
const tags = ['club-modules'];

export function clubModulesRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/modules',
      { config: read, schema: { tags, params: ZClubParams, response: { 200: envelope(ZClubModules) } } },
      async (request) => ok(await getModules(deps, request.params.id), request.lang),
    );
    app.post(
      '/dashboard/clients/:id/modules',
      {
        config: owner,
        schema: { tags, params: ZClubParams, body: ZClubModules, response: { 200: envelope(ZClubModules) } },
      },
      async (request) => ok(await setModules(deps, request.params.id, request.body), request.lang),
    );
    app.get(
      '/dashboard/clients/:id/privacy',
      { config: read, schema: { tags, params: ZClubParams, response: { 200: envelope(ZClubPrivacy) } } },
      async (request) => ok(await getPrivacy(deps, request.params.id), request.lang),
    );
    app.post(
      '/dashboard/clients/:id/privacy',
      {
        config: owner,
        schema: { tags, params: ZClubParams, body: ZClubPrivacy, response: { 200: envelope(ZClubPrivacy) } },
      },
      async (request) => ok(await setPrivacy(deps, request.params.id, request.body), request.lang),
    );
    app.get(
      '/dashboard/clients/:id/privacy/members/:memberId/export',
      { config: owner, schema: { tags, params: ZMemberParams, response: { 200: envelope(ZMemberExport) } } },
      async (request, reply) => {
        reply.header('content-disposition', `attachment; filename="member-${request.params.memberId}.json"`);
        return ok(await exportMemberData(deps, request.params.id, request.params.memberId), request.lang);
      },
    );
    app.post(
      '/dashboard/clients/:id/privacy/members/:memberId/actions/erase',
      { config: owner, schema: { tags, params: ZMemberParams, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await eraseMember(deps, request.params.id, request.params.memberId);
        return ok({ ok: true as const }, request.lang, 'clubModules.memberErased');
      },
    );
  };
}
