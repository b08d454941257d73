import {
  ZForgotPasswordBody,
  ZLoginBody,
  ZMessageData,
  ZRegisterBody,
  ZRegisterData,
  ZResetPasswordBody,
  ZTokenData,
} from '@pulseboard/contract/auth';
import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import { translate } from '@pulseboard/contract/messages';
import { ANY_ROLE } from '@pulseboard/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { getProfile } from '../profile/profile.service.ts';
import { login, logout } from './auth.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { register } from './register.service.ts';

export function authRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // Sign-in answers carry tokens (login, register) or speak of an account: no browser or proxy may
    // keep a copy, errors included (signed-in routes get the same from the access guard).
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/dashboard/login',
      {
        config: { access: { public: true } },
        schema: { tags: ['auth'], security: [], body: ZLoginBody, response: { 200: envelope(ZTokenData) } },
      },
      async (request) => ok(await login(deps, request.body, request.ip), request.lang),
    );

    app.post(
      '/dashboard/register',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['auth'],
          security: [],
          body: ZRegisterBody,
          response: { 200: envelope(ZRegisterData) },
        },
      },
      async (request) => {
        const { token, userId, clubId } = await register(deps, request.body);
        const profile = await getProfile(deps, {
          userId,
          role: 'member',
          clubId,
          sessionId: 0,
        });
        return ok({ token, profile }, request.lang);
      },
    );

    app.post(
      '/dashboard/forgot-password',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['auth'],
          security: [],
          body: ZForgotPasswordBody,
          response: { 200: envelope(ZMessageData) },
        },
      },
      async (request) => {
        await requestPasswordReset(deps, request.body, request.ip, (err) =>
          request.log.error({ err }, 'reset code not sent'),
        );
        return ok(
          { message: translate('auth.resetCodeSent', request.lang) },
          request.lang,
          'auth.resetCodeSent',
        );
      },
    );

    app.post(
      '/dashboard/reset-password',
      {
        config: { access: { public: true } },
        schema: {
          tags: ['auth'],
          security: [],
          body: ZResetPasswordBody,
          response: { 200: envelope(ZMessageData) },
        },
      },
      async (request) => {
        await resetPassword(deps, request.body, request.ip);
        return ok({ message: translate('auth.resetDone', request.lang) }, request.lang, 'auth.resetDone');
      },
    );

    app.post(
      '/user/logout',
      {
        config: { access: { roles: ANY_ROLE, club: false } },
        schema: { tags: ['auth'], response: { 200: envelope(ZOkData) } },
      },
      async (request) => {
        await logout(deps, principalOf(request).sessionId);
        return ok({ ok: true as const }, request.lang);
      },
    );
  };
}
