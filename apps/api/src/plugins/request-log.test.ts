import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../test-support/test-app.ts';

const lines: Record<string, unknown>[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());

describe('request log', () => {
  it('writes one line per request, with the request, its status and the time taken', async () => {
    lines.length = 0;
    await call(t.app, 'GET', '/healthz');
    await call(t.app, 'GET', '/dashboard/profile');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/healthz' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(lines[1]).toMatchObject({ req: { url: '/dashboard/profile' }, res: { statusCode: 401 } });
  });
});
