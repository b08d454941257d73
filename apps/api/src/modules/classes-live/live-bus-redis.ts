// The live bus through Redis pub/sub (REDIS_URL): a publishing connection and a subscribing one (a
// subscribed Redis connection can do nothing else). Channels are `<prefix>:<classId>`.
import { Redis } from 'ioredis';
import type { TBusMessage, TLiveBus } from './live-bus.ts';

export function createRedisBus(
  url: string,
  prefix: string,
  log: { warn(obj: object, msg: string): void },
): TLiveBus {
  const options = { lazyConnect: false, maxRetriesPerRequest: 3 };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  for (const conn of [pub, sub]) conn.on('error', (err) => log.warn({ err }, 'live bus: Redis error'));
  const channel = (classId: number) => `${prefix}:${classId}`;
  const handlers: ((message: TBusMessage) => void)[] = [];
  sub.on('message', (_channel: string, text: string) => {
    let message: TBusMessage;
    try {
      message = JSON.parse(text) as TBusMessage;
    } catch {
      return;
    }
    for (const handler of handlers) handler(message);
  });
  return {
    async publish(message) {
      await pub.publish(channel(message.classId), JSON.stringify(message));
    },
    async subscribe(classId) {
      await sub.subscribe(channel(classId));
    },
    async unsubscribe(classId) {
      await sub.unsubscribe(channel(classId));
    },
    onMessage(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
