// GET /dashboard/clients/{id}/classes/{classId}/live (WebSocket): see packages/contract/src/classes-live.ts.
// The access guard lets the upgrade through without a token (config.socketAuth); this file checks the
// token with the guard's own principalFor, from the X-AUTHORIZATION header or the first message.
import {
  CLASSES_LIVE_ACCESS,
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE,
  type TLiveServerMessage,
  ZLiveClientMessage,
} from '@pulseboard/contract/classes-live';
import type { TLanguage } from '@pulseboard/contract/messages';
import { translate } from '@pulseboard/contract/messages';
import { hasRole, STAFF_ROLES } from '@pulseboard/contract/roles';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { principalFor, type TPrincipal } from '../../plugins/access-guard.ts';
import { isRunning } from './classes-live.service.ts';
import type { TLiveHub } from './live-hub.ts';
import { classInfoOf } from './live-room.ts';
import { resolveSamples } from './live-senders.ts';

const access = { roles: CLASSES_LIVE_ACCESS.watch, club: true } as const;

const closeCodeOf = (err: unknown) =>
  err instanceof AppError && err.error === 'FORBIDDEN' ? LIVE_CLOSE.forbidden : LIVE_CLOSE.unauthenticated;

function closeWith(socket: WebSocket, code: number, message: string) {
  const error: TLiveServerMessage = { type: 'error', code, message };
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(error));
  // A close reason is at most 123 bytes.
  socket.close(code, Buffer.from(message).subarray(0, 120).toString());
}

/** Serves one socket: auth, then `ready`, frames to viewers, and samples from senders. */
export function serveLiveSocket(deps: TDeps, hub: TLiveHub, socket: WebSocket, request: FastifyRequest) {
  const lang: TLanguage = request.lang;
  const params = request.params as { id: string; classId: string };
  const clubId = Number(params.id);
  const classId = Number(params.classId);
  let principal: TPrincipal | null = null;
  let joined = false;
  let queue = Promise.resolve();

  // A token in the address would end up in logs and histories: refused outright, not ignored.
  if (new URL(request.url, 'http://x').searchParams.has('token')) {
    closeWith(socket, LIVE_CLOSE.unauthenticated, translate('classesLive.tokenInUrl', lang));
    return;
  }
  const timer = setTimeout(
    () => closeWith(socket, LIVE_CLOSE.unauthenticated, translate('classesLive.authTimeout', lang)),
    LIVE_AUTH_TIMEOUT_MS,
  );
  socket.on('close', () => {
    clearTimeout(timer);
    if (joined) hub.leave(classId, socket);
  });

  async function authenticate(token: string | undefined) {
    try {
      principal = await principalFor(deps.database.reads, token, access, params);
    } catch (err) {
      const key = err instanceof AppError ? err.message : 'error.tokenInvalid';
      return closeWith(socket, closeCodeOf(err), translate(key, lang));
    }
    clearTimeout(timer);
    if (!Number.isInteger(classId) || classId < 1)
      return closeWith(socket, LIVE_CLOSE.notFound, translate('error.notFound', lang));
    const room = await hub.join(clubId, classId, socket, true);
    if (!room) return closeWith(socket, LIVE_CLOSE.notFound, translate('error.notFound', lang));
    joined = true;
    if (!isRunning(room.row)) {
      return closeWith(socket, LIVE_CLOSE.notRunning, translate('classesLive.notRunning', lang));
    }
    const role = hasRole(principal.role, STAFF_ROLES) ? 'sender' : 'viewer';
    const ready: TLiveServerMessage = { type: 'ready', role, class: classInfoOf(room.row) };
    socket.send(JSON.stringify(ready));
    hub.frameFor(classId, socket);
  }

  async function onMessage(text: string) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
    const parsed = ZLiveClientMessage.safeParse(data);
    if (!parsed.success)
      return closeWith(socket, LIVE_CLOSE.badMessage, translate('classesLive.badMessage', lang));
    const message = parsed.data;
    if (message.type === 'auth') {
      if (principal) return;
      return authenticate(message.token);
    }
    if (!principal || !joined) return;
    const room = hub.room(classId);
    if (!room || !isRunning(room.row)) return;
    const { samples, errors } = await resolveSamples(deps.db, room, principal, message.samples, lang);
    if (errors.length > 0)
      socket.send(JSON.stringify({ type: 'rejected', errors } satisfies TLiveServerMessage));
    if (samples.length > 0) await hub.receive(classId, samples);
  }

  // Messages are handled one after another: a sender's samples keep their order.
  socket.on('message', (raw) => {
    queue = queue
      .then(() => onMessage(raw.toString()))
      .catch((err) => {
        request.log.warn({ err }, 'live: a message failed');
        closeWith(socket, 1011, translate('error.internal', lang));
      });
  });

  const header = request.headers['x-authorization'];
  if (typeof header === 'string' && header.trim()) queue = queue.then(() => authenticate(header.trim()));
}
