import { z } from 'zod';
import { zId, zIdParam, zText } from './fields.ts';
import { ANY_ROLE, PLATFORM_ROLES, type TFeatureAccess } from './roles.ts';

/** Everyone signed in reads the FAQ; the provider's staff edit it. */
export const FAQ_ACCESS = { read: ANY_ROLE, manage: PLATFORM_ROLES } as const satisfies TFeatureAccess;

/** A link may use http, https or ftp (SPEC.md section 5). */
export const ZLink = zText(2000, 'validation.link')
  .trim()
  .regex(/^(https?|ftp):\/\/[^\s/$.?#][^\s]*$/i, { error: 'validation.link' });

export const ZFaq = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string().nullable(),
  content: z.string(),
  order: z.number().int(),
});
export type TFaq = z.infer<typeof ZFaq>;

/** One form for create and edit: title required, link optional but correct when given. */
export const ZFaqInput = z.object({
  title: zText(200, 'validation.faqTitle').trim().min(1, { error: 'validation.faqTitle' }),
  link: ZLink.nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  content: zText(20_000).trim().default(''),
});
export type TFaqInput = z.input<typeof ZFaqInput>;

export const ZFaqReorderBody = z.object({
  ids: z.array(zId()).min(1, { error: 'validation.invalid' }).max(1000),
});
export const ZFaqId = z.object({ faqId: zIdParam() });
