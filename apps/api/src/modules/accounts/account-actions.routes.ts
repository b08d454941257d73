import {
  ACCOUNTS_ACCESS,
  ZAccount,
  ZAccountPasswordBody,
  ZAssignClubAdminBody,
  ZUpdateLocationBody,
} from '@pulseboard/contract/accounts';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf, type TPrincipal } from '../../plugins/access-guard.ts';
import {
  assignClubAdmin,
  changeAccountPassword,
  revokeClubAdmin,
  setBeta,
  unbindDevice,
  updateLocation,
} from './account-actions.service.ts';

const admins = { access: { roles: ACCOUNTS_ACCESS.manage, club: true } } as const;
const ZAccountParams = clubItemParams('accountId');
const base = '/dashboard/clients/:id/accounts/:accountId/actions';
const response = { 200: envelope(ZAccount) };

/** POST .../accounts/{accountId}/actions/*: each answers with the account as it is afterwards. */
export function accountActionsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const at = (principal: TPrincipal, params: { id: number; accountId: number }) => ({
      deps,
      principal,
      clubId: params.id,
      accountId: params.accountId,
    });

    app.post(
      `${base}/assign-club-admin`,
      {
        config: admins,
        schema: { tags: ['accounts'], params: ZAccountParams, body: ZAssignClubAdminBody, response },
      },
      async (request) =>
        ok(await assignClubAdmin(at(principalOf(request), request.params), request.body.role), request.lang),
    );

    app.post(
      `${base}/revoke-club-admin`,
      { config: admins, schema: { tags: ['accounts'], params: ZAccountParams, response } },
      async (request) => ok(await revokeClubAdmin(at(principalOf(request), request.params)), request.lang),
    );

    app.post(
      `${base}/unbind-device`,
      { config: admins, schema: { tags: ['accounts'], params: ZAccountParams, response } },
      async (request) => ok(await unbindDevice(at(principalOf(request), request.params)), request.lang),
    );

    app.post(
      `${base}/change-password`,
      {
        config: admins,
        schema: { tags: ['accounts'], params: ZAccountParams, body: ZAccountPasswordBody, response },
      },
      async (request) =>
        ok(
          await changeAccountPassword(at(principalOf(request), request.params), request.body.password),
          request.lang,
          'accounts.passwordChanged',
        ),
    );

    app.post(
      `${base}/enable-beta`,
      { config: admins, schema: { tags: ['accounts'], params: ZAccountParams, response } },
      async (request) => ok(await setBeta(at(principalOf(request), request.params), true), request.lang),
    );

    app.post(
      `${base}/disable-beta`,
      { config: admins, schema: { tags: ['accounts'], params: ZAccountParams, response } },
      async (request) => ok(await setBeta(at(principalOf(request), request.params), false), request.lang),
    );

    app.post(
      `${base}/update-location`,
      {
        config: admins,
        schema: { tags: ['accounts'], params: ZAccountParams, body: ZUpdateLocationBody, response },
      },
      async (request) =>
        ok(
          await updateLocation(at(principalOf(request), request.params), request.body.locationId),
          request.lang,
        ),
    );
  };
}
