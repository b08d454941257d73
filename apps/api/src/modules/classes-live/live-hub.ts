// One per API instance: the rooms of the classes this instance has sockets for. Samples a sender gives
// this instance are written to class_live_samples, then published on the bus: a sample anyone has seen
// is stored, so a stop on any instance reads it. Every instance's rooms apply what the bus brings and
// push frames to their own viewers, soon after new samples (LIVE_BATCH_MS) and at least every
// LIVE_FRAME_MS.
import { LIVE_BATCH_MS, LIVE_FRAME_MS, type TLiveServerMessage } from '@pulseboard/contract/classes-live';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/client.ts';
import { findClubMembers, type TSampleRow, upsertSamples } from './classes-live.repository.ts';
import { loadRoom } from './classes-live.service.ts';
import type { TBusMessage, TBusSample, TLiveBus } from './live-bus.ts';
import type { LiveRoom } from './live-room.ts';

// A viewer this far behind misses frames instead of queueing them (a newer one follows within a second).
const MAX_BUFFERED_BYTES = 1 << 20;

interface THubRoom {
  clubId: number;
  room: LiveRoom;
  viewers: Set<WebSocket>;
  sockets: Set<WebSocket>;
  frameTimer: NodeJS.Timeout | null;
}

export type TLiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(db: Db, bus: TLiveBus, log: { warn(obj: object, msg: string): void }) {
  const rooms = new Map<number, THubRoom>();
  const opening = new Map<number, Promise<THubRoom | undefined>>();

  const sendTo = (socket: WebSocket, data: string | Buffer) => {
    if (socket.readyState === socket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES)
      socket.send(data, { binary: false });
  };

  const pushFrame = (hub: THubRoom) => {
    if (hub.frameTimer) clearTimeout(hub.frameTimer);
    hub.frameTimer = null;
    if (hub.viewers.size === 0) return;
    const message: TLiveServerMessage = { type: 'tiles', state: hub.room.state(Date.now()) };
    // Encoded once for every viewer, not once per socket.
    const data = Buffer.from(JSON.stringify(message));
    for (const socket of hub.viewers) sendTo(socket, data);
  };

  async function applySamples(hub: THubRoom, samples: TBusSample[]) {
    const unknown = [...new Set(samples.map((s) => s.userId))].filter((id) => !hub.room.has(id));
    if (unknown.length > 0) {
      for (const athlete of await findClubMembers(db, hub.clubId, unknown)) hub.room.add(athlete);
    }
    const now = Date.now();
    for (const s of samples) hub.room.apply(s, now);
    hub.frameTimer ??= setTimeout(() => pushFrame(hub), LIVE_BATCH_MS);
  }

  async function onBus(message: TBusMessage) {
    const hub = rooms.get(message.classId);
    if (!hub) return;
    if (message.type === 'samples') return applySamples(hub, message.samples);
    hub.room.row = { ...hub.room.row, stoppedAt: new Date() };
    const text = JSON.stringify({
      type: 'stopped',
      class: hub.room.state(Date.now()).class,
    } satisfies TLiveServerMessage);
    for (const socket of hub.sockets) {
      sendTo(socket, text);
      socket.close(1000, 'stopped');
    }
    drop(message.classId);
  }
  bus.onMessage((message) => {
    onBus(message).catch((err) => log.warn({ err }, 'live: applying a bus message failed'));
  });

  function drop(classId: number) {
    const hub = rooms.get(classId);
    if (!hub) return;
    if (hub.frameTimer) clearTimeout(hub.frameTimer);
    rooms.delete(classId);
    bus.unsubscribe(classId).catch((err) => log.warn({ err }, 'live: unsubscribing failed'));
  }

  async function open(clubId: number, classId: number): Promise<THubRoom | undefined> {
    // Subscribed before the database is read: a sample published meanwhile is applied, not lost.
    await bus.subscribe(classId);
    const room = await loadRoom(db, clubId, classId);
    if (!room) {
      await bus.unsubscribe(classId);
      return undefined;
    }
    const hub: THubRoom = { clubId, room, viewers: new Set(), sockets: new Set(), frameTimer: null };
    rooms.set(classId, hub);
    return hub;
  }

  const ticking = setInterval(() => {
    for (const hub of rooms.values()) pushFrame(hub);
  }, LIVE_FRAME_MS);

  return {
    /** The class's room on this instance, opened (and rebuilt from the database) by its first socket. */
    async join(clubId: number, classId: number, socket: WebSocket, viewer: boolean) {
      let hub = rooms.get(classId);
      if (!hub) {
        let pending = opening.get(classId);
        if (!pending) {
          pending = open(clubId, classId).finally(() => opening.delete(classId));
          opening.set(classId, pending);
        }
        hub = await pending;
      }
      if (!hub || hub.clubId !== clubId) return undefined;
      hub.sockets.add(socket);
      if (viewer) hub.viewers.add(socket);
      return hub.room;
    },
    leave(classId: number, socket: WebSocket) {
      const hub = rooms.get(classId);
      if (!hub) return;
      hub.sockets.delete(socket);
      hub.viewers.delete(socket);
      if (hub.sockets.size === 0) drop(classId);
    },
    /** Sends a frame to one socket now (a viewer's first). */
    frameFor(classId: number, socket: WebSocket) {
      const hub = rooms.get(classId);
      if (hub) sendTo(socket, JSON.stringify({ type: 'tiles', state: hub.room.state(Date.now()) }));
    },
    room: (classId: number) => rooms.get(classId)?.room,
    /** Samples received by this instance: written to the database, then published to every instance. */
    async receive(classId: number, samples: TBusSample[]) {
      // One row per member and second: a second sent twice in a message is written once.
      const rows = new Map<string, TSampleRow>();
      for (const s of samples)
        rows.set(`${s.userId}:${s.second}`, { userId: s.userId, second: s.second, bpm: s.bpm });
      // Neither a failed write nor a Redis outage may cost the sender its socket: a write that fails
      // (a member erased mid-class) is logged and the tiles still move; without Redis the samples are
      // stored, and viewers elsewhere catch up from the database when they reconnect.
      await upsertSamples(db, classId, [...rows.values()]).catch((err) =>
        log.warn({ err }, 'live: writing samples failed'),
      );
      await bus
        .publish({ type: 'samples', classId, samples })
        .catch((err) => log.warn({ err }, 'live: publishing failed'));
    },
    /** Tells every instance the class stopped: their sockets get `stopped` and are closed. */
    async stopped(classId: number) {
      await bus.publish({ type: 'stopped', classId });
      // This instance may have no room for it (a stop from the HTTP API alone).
      await onBus({ type: 'stopped', classId });
    },
    async close() {
      clearInterval(ticking);
      for (const [classId, hub] of rooms) {
        for (const socket of hub.sockets) socket.close(1001, 'server closing');
        drop(classId);
      }
      await bus.close();
    },
  };
}
