// How live samples reach every API instance that shows a class. One instance: an in-process emitter.
// Several (REDIS_URL set): Redis pub/sub, one channel per class, so an instance hears only the classes
// it has sockets for. The hub (live-hub.ts) sees only this interface.
import { EventEmitter } from 'node:events';

/** A sample resolved to a member of the class's club, as every instance applies it. */
export interface TBusSample {
  userId: number;
  /** Seconds since the class started. */
  second: number;
  bpm: number | null;
  /** When it was measured (ISO). */
  at: string;
}

export type TBusMessage =
  | { type: 'samples'; classId: number; samples: TBusSample[] }
  | { type: 'stopped'; classId: number };

export interface TLiveBus {
  publish(message: TBusMessage): Promise<void>;
  /** Starts hearing a class's messages (once per class per instance). */
  subscribe(classId: number): Promise<void>;
  unsubscribe(classId: number): Promise<void>;
  /** Every message of the subscribed classes, this instance's own included. */
  onMessage(handler: (message: TBusMessage) => void): void;
  close(): Promise<void>;
}

/** The bus of a single instance: publishing is delivering. */
export function createLocalBus(): TLiveBus {
  const emitter = new EventEmitter();
  const subscribed = new Set<number>();
  return {
    async publish(message) {
      if (subscribed.has(message.classId)) emitter.emit('message', message);
    },
    async subscribe(classId) {
      subscribed.add(classId);
    },
    async unsubscribe(classId) {
      subscribed.delete(classId);
    },
    onMessage(handler) {
      emitter.on('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
