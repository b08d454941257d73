import {
  CLASSES_ACCESS,
  ZAddParticipantsInput,
  ZBookInput,
  ZMemberIdInput,
  ZParticipantResult,
} from '@pulseboard/contract/classes';
import { envelope } from '@pulseboard/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  addParticipants,
  bookClass,
  cancelBooking,
  markAbsent,
  removeParticipant,
} from './classes-participants.service.ts';

const bookers = { access: { roles: CLASSES_ACCESS.book, club: true } } as const;
const staff = { access: { roles: CLASSES_ACCESS.participants, club: true } } as const;
const params = clubItemParams('classId');
const tags = ['classes'];
const result = { 200: envelope(ZParticipantResult) };

/** A class's list: /dashboard/clients/{id}/classes/{classId}/actions/... */
export function classesParticipantsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // A member books or cancels for themselves; staff may name a member of the club.
    const who = (principal: ReturnType<typeof principalOf>, memberId: number | undefined) => {
      if (principal.role === 'member' && memberId !== undefined && memberId !== principal.userId) {
        throw new AppError('FORBIDDEN');
      }
      return memberId ?? principal.userId;
    };

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/book',
      { config: bookers, schema: { tags, params, body: ZBookInput, response: result } },
      async (request) => {
        const memberId = who(principalOf(request), request.body.memberId);
        const { id, classId } = request.params;
        return ok(await bookClass(deps, id, classId, memberId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/cancel-booking',
      { config: bookers, schema: { tags, params, body: ZBookInput, response: result } },
      async (request) => {
        const memberId = who(principalOf(request), request.body.memberId);
        const { id, classId } = request.params;
        return ok(await cancelBooking(deps, id, classId, memberId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/add-participants',
      { config: staff, schema: { tags, params, body: ZAddParticipantsInput, response: result } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await addParticipants(deps, id, classId, request.body.memberIds), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/remove-participant',
      { config: staff, schema: { tags, params, body: ZMemberIdInput, response: result } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await removeParticipant(deps, id, classId, request.body.memberId), request.lang);
      },
    );

    app.post(
      '/dashboard/clients/:id/classes/:classId/actions/mark-absent',
      { config: staff, schema: { tags, params, body: ZMemberIdInput, response: result } },
      async (request) => {
        const { id, classId } = request.params;
        return ok(await markAbsent(deps, id, classId, request.body.memberId), request.lang);
      },
    );
  };
}
