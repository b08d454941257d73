import { pickLanguage, type TLanguage } from '@pulseboard/contract/messages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: TLanguage;
  }
}

/** Every request knows its language (Accept-Language: en or es) for the messages it gets back. */
export function registerLanguage(app: FastifyInstance): void {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLanguage(request.headers['accept-language']);
  });
}
