import { envelope, ZOkData } from '@pulseboard/contract/envelope';
import {
  MEMBER_ACTIONS_ACCESS,
  ZJourneyLevelBody,
  ZMemberAssignPodBody,
  ZMemberPasswordBody,
  ZMemberState,
  ZXgtPhaseBody,
} from '@pulseboard/contract/members-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubItemParams } from '../../lib/club-params.ts';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { principalOf } from '../../plugins/access-guard.ts';
import {
  assignMemberOption,
  assignMemberPod,
  changeMemberPassword,
  deleteMember,
  refreshMemberVisits,
  setMemberStatus,
  unassignMemberPod,
  verifyMember,
} from './members-actions.service.ts';

const managers = { access: { roles: MEMBER_ACTIONS_ACCESS.manage, club: true } } as const;
// Lending a pod is the loaner pods' rule: front-desk staff, coaches too.
const podStaff = { access: { roles: MEMBER_ACTIONS_ACCESS.assignPod, club: true } } as const;
const params = clubItemParams('memberId');
const base = '/dashboard/clients/:id/members/:memberId/actions';
const tags = ['members'];
const response = { 200: envelope(ZMemberState) };

/** POST .../members/{memberId}/actions/* of SPEC.md section 7: each answers with the member's state afterwards. */
export function membersActionsRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const at = (p: { id: number; memberId: number }) => ({ deps, clubId: p.id, memberId: p.memberId });

    app.post(
      `${base}/change-password`,
      { config: managers, schema: { tags, params, body: ZMemberPasswordBody, response } },
      async (request) =>
        ok(
          await changeMemberPassword(at(request.params), principalOf(request), request.body.password),
          request.lang,
        ),
    );

    for (const [action, status] of [
      ['disable', 'disabled'],
      ['enable', 'enabled'],
    ] as const) {
      app.post(
        `${base}/${action}`,
        { config: managers, schema: { tags, params, response } },
        async (request) => ok(await setMemberStatus(at(request.params), status), request.lang),
      );
    }

    app.post(`${base}/verify`, { config: managers, schema: { tags, params, response } }, async (request) =>
      ok(await verifyMember(at(request.params)), request.lang),
    );

    app.delete(
      `${base}/delete`,
      { config: managers, schema: { tags, params, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await deleteMember(at(request.params));
        return ok({ ok: true as const }, request.lang);
      },
    );

    app.post(
      `${base}/assign-pod`,
      { config: podStaff, schema: { tags, params, body: ZMemberAssignPodBody, response } },
      async (request) =>
        ok(await assignMemberPod(at(request.params), principalOf(request), request.body.podId), request.lang),
    );

    app.post(
      `${base}/unassign-pod`,
      { config: podStaff, schema: { tags, params, response } },
      async (request) => ok(await unassignMemberPod(at(request.params)), request.lang),
    );

    app.post(
      `${base}/assign-journey-level`,
      { config: managers, schema: { tags, params, body: ZJourneyLevelBody, response } },
      async (request) =>
        ok(
          await assignMemberOption(at(request.params), 'journeyLevel', request.body.journeyLevel),
          request.lang,
        ),
    );

    app.post(
      `${base}/assign-xgt-phase`,
      { config: managers, schema: { tags, params, body: ZXgtPhaseBody, response } },
      async (request) =>
        ok(await assignMemberOption(at(request.params), 'xgtPhase', request.body.xgtPhase), request.lang),
    );

    for (const provider of ['mindbody', 'momence'] as const) {
      app.post(
        `${base}/refresh-${provider}-visits`,
        { config: managers, schema: { tags, params, response } },
        async (request) => ok(await refreshMemberVisits(at(request.params), provider), request.lang),
      );
    }
  };
}
