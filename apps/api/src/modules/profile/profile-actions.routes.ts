import { ZMessageData, ZTokenData } from '@pulseboard/contract/auth';
import { envelope } from '@pulseboard/contract/envelope';
import { translate } from '@pulseboard/contract/messages';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  ZChangePasswordBody,
  ZProfile,
  ZSwitchRoleBody,
} from '@pulseboard/contract/profile';
import { ANY_ROLE } from '@pulseboard/contract/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import { readImageUpload } from '../files/image-upload.ts';
import { changePassword, setAvatar, switchRole } from './profile-actions.service.ts';

export function profileActionsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/profile/actions/switch-role',
      {
        config: { access: { roles: ANY_ROLE, club: false } },
        schema: { tags: ['profile'], body: ZSwitchRoleBody, response: { 200: envelope(ZTokenData) } },
      },
      async (request) => ok(await switchRole(deps, principalOf(request), request.body.role), request.lang),
    );

    app.post(
      '/dashboard/profile/actions/change-password',
      {
        config: { access: { roles: ANY_ROLE, club: false } },
        schema: { tags: ['profile'], body: ZChangePasswordBody, response: { 200: envelope(ZMessageData) } },
      },
      async (request) => {
        await changePassword(deps, principalOf(request), request.body);
        return ok(
          { message: translate('auth.passwordChanged', request.lang) },
          request.lang,
          'auth.passwordChanged',
        );
      },
    );

    app.post(
      '/dashboard/profile/avatar',
      {
        config: { access: { roles: ANY_ROLE, club: false } },
        schema: {
          tags: ['profile'],
          consumes: ['multipart/form-data'],
          description: `Multipart field "file": ${AVATAR_TYPES.join(', ')}, at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`,
          response: { 200: envelope(ZProfile) },
        },
      },
      async (request) => {
        const image = await readImageUpload(request, { maxBytes: AVATAR_MAX_BYTES, types: AVATAR_TYPES });
        return ok(await setAvatar(deps, principalOf(request), image), request.lang);
      },
    );
  };
}
