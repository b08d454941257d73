import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { registerErrorHandler } from './error-handler.ts';

// A database error as Drizzle throws it: the driver's error (with its SQLSTATE) in `cause`.
const dbError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: { code, message: code } });

async function answerTo(err: Error, lang?: 'es') {
  const app = Fastify({ logger: false });
  app.decorateRequest('lang', 'en');
  if (lang) app.addHook('onRequest', async (request) => void Object.assign(request, { lang }));
  // No signed-in caller here: the database (for a club's wording) is never read.
  registerErrorHandler(app, {} as Db);
  app.get('/', async () => {
    throw err;
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return { status: res.statusCode, body: res.json() };
}

describe('the error handler', () => {
  it('answers a deadlock or serialization failure 409 with a message to try again, in the caller’s language', async () => {
    for (const code of ['40P01', '40001', '55P03']) {
      const res = await answerTo(dbError(code));
      expect(res).toEqual({
        status: 409,
        body: {
          code: 40902,
          meta: {
            error: true,
            message: 'Someone else was changing the same data at that moment, please try again',
          },
          data: null,
        },
      });
    }
    expect((await answerTo(dbError('40P01'), 'es')).body.meta.message).toBe(
      'Otra persona estaba cambiando los mismos datos en ese momento, inténtalo de nuevo',
    );
  });

  it('keeps other database failures a 500 without details, and a refused value a 400', async () => {
    expect(await answerTo(dbError('XX000'))).toMatchObject({ status: 500, body: { code: 50000 } });
    expect(await answerTo(dbError('22P05'))).toMatchObject({ status: 400, body: { code: 40001 } });
  });
});
