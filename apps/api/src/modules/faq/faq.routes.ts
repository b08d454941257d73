import { envelope, paged, ZOkData } from '@pulseboard/contract/envelope';
import { FAQ_ACCESS, ZFaq, ZFaqId, ZFaqInput, ZFaqReorderBody } from '@pulseboard/contract/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TDeps } from '../../lib/deps.ts';
import { ok } from '../../lib/reply.ts';
import { createFaq, editFaq, getFaq, getFaqs, removeFaq, reorderFaqs } from './faq.service.ts';

const everyone = { access: { roles: FAQ_ACCESS.read, club: false } } as const;
const accuroOnly = { access: { roles: FAQ_ACCESS.manage, club: false } } as const;
const ZFaqList = envelope(paged(ZFaq));

export function faqRoutes(deps: TDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/faqs',
      { config: everyone, schema: { tags: ['faq'], response: { 200: ZFaqList } } },
      async (request) => ok(await getFaqs(deps), request.lang),
    );

    app.get(
      '/dashboard/faqs/:faqId',
      { config: everyone, schema: { tags: ['faq'], params: ZFaqId, response: { 200: envelope(ZFaq) } } },
      async (request) => ok(await getFaq(deps, request.params.faqId), request.lang),
    );

    app.put(
      '/dashboard/faqs',
      { config: accuroOnly, schema: { tags: ['faq'], body: ZFaqInput, response: { 200: envelope(ZFaq) } } },
      async (request) => ok(await createFaq(deps, request.body), request.lang),
    );

    app.post(
      '/dashboard/faqs/:faqId',
      {
        config: accuroOnly,
        schema: { tags: ['faq'], params: ZFaqId, body: ZFaqInput, response: { 200: envelope(ZFaq) } },
      },
      async (request) => ok(await editFaq(deps, request.params.faqId, request.body), request.lang),
    );

    app.delete(
      '/dashboard/faqs/:faqId',
      { config: accuroOnly, schema: { tags: ['faq'], params: ZFaqId, response: { 200: envelope(ZOkData) } } },
      async (request) => {
        await removeFaq(deps, request.params.faqId);
        return ok({ ok: true as const }, request.lang);
      },
    );

    app.post(
      '/dashboard/faqs/actions/reorder',
      { config: accuroOnly, schema: { tags: ['faq'], body: ZFaqReorderBody, response: { 200: ZFaqList } } },
      async (request) => ok(await reorderFaqs(deps, request.body.ids), request.lang),
    );
  };
}
