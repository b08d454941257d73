import {
  ACCOUNTS_ACCESS,
  ZAccount,
  ZAccountCreate,
  ZAccountLog,
  ZAccountLogsQuery,
  ZAccountsQuery,
  ZAccountUpdate,
  ZAccountWithClub,
  ZSearchAccountBody,
} from '@pulseboard/contract/accounts';
import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams, ZClubParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getAccountLogs } from './account-logs.service.ts';
import {
  createAccount,
  deleteAccount,
  getAccounts,
  searchAccount,
  updateAccount,
} from './accounts.service.ts';

// The Admins tab: club admins of the club in the path (and accuro); the service decides, account by
// account, what the caller may do (SPEC.md section 6).
const readers = { access: { roles: ACCOUNTS_ACCESS.read, club: true } } as const;
const admins = { access: { roles: ACCOUNTS_ACCESS.manage, club: true } } as const;
const searchers = { access: { roles: ACCOUNTS_ACCESS.search, club: false } } as const;
const ZAccountParams = clubItemParams('accountId');

export function accountsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/clients/:id/accounts',
      {
        config: readers,
        schema: {
          tags: ['accounts'],
          params: ZClubParams,
          querystring: ZAccountsQuery,
          response: { 200: envelope(paged(ZAccount)) },
        },
      },
      async (request) => ok(await getAccounts(deps, request.params.id, request.query), request.lang),
    );

    app.post(
      '/dashboard/clients/:id/accounts',
      {
        config: admins,
        schema: {
          tags: ['accounts'],
          params: ZClubParams,
          body: ZAccountCreate,
          response: { 200: envelope(ZAccount) },
        },
      },
      async (request) =>
        ok(await createAccount(deps, principalOf(request), request.params.id, request.body), request.lang),
    );

    app.put(
      '/dashboard/clients/:id/accounts/:accountId',
      {
        config: admins,
        schema: {
          tags: ['accounts'],
          params: ZAccountParams,
          body: ZAccountUpdate,
          response: { 200: envelope(ZAccount) },
        },
      },
      async (request) => {
        const { id, accountId } = request.params;
        return ok(await updateAccount(deps, principalOf(request), id, accountId, request.body), request.lang);
      },
    );

    app.delete(
      '/dashboard/clients/:id/accounts/:accountId',
      {
        config: admins,
        schema: { tags: ['accounts'], params: ZAccountParams, response: { 200: envelope(ZOkData) } },
      },
      async (request) => {
        const { id, accountId } = request.params;
        const principal = principalOf(request);
        const deleted = await deleteAccount(deps, principal, id, accountId);
        // Its account log goes with the login, so the deletion is kept in the server log instead.
        request.log.info(
          { clubId: id, accountId, role: deleted.role, actorId: principal.userId },
          'account deleted',
        );
        return ok({ ok: true as const }, request.lang, 'accounts.deleted');
      },
    );

    app.get(
      '/dashboard/clients/:id/accounts/:accountId/logs',
      {
        config: readers,
        schema: {
          tags: ['accounts'],
          params: ZAccountParams,
          querystring: ZAccountLogsQuery,
          response: { 200: envelope(paged(ZAccountLog)) },
        },
      },
      async (request) => {
        const { id, accountId } = request.params;
        return ok(await getAccountLogs(deps, id, accountId, request.query), request.lang);
      },
    );

    app.post(
      '/dashboard/actions/search-account',
      {
        config: searchers,
        schema: {
          tags: ['accounts'],
          body: ZSearchAccountBody,
          response: { 200: envelope(ZAccountWithClub) },
        },
      },
      async (request) => ok(await searchAccount(deps, request.body.email), request.lang),
    );
  };
}
