import { z } from 'zod';

/** Every response body: `{ code, meta: { error, message }, data }` (ARCHITECTURE.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    meta: z.object({ error: z.boolean(), message: z.string() }),
    data,
  });
}

export const ZFieldErrors = z.record(z.string(), z.string());
export type TFieldErrors = z.infer<typeof ZFieldErrors>;

export const ZErrorEnvelope = envelope(
  z.object({ fields: ZFieldErrors.optional(), retryAfterSeconds: z.number().optional() }).nullable(),
);
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export const ZOkData = z.object({ ok: z.literal(true) });
/** The data of a call that only confirms: `{ ok: true }`. */
export type TOkData = z.infer<typeof ZOkData>;

/** A page of a list: `{ list, totalRecords }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), totalRecords: z.number().int().nonnegative() });
}

/** A page of a list as a type, for clients that do not load zod: what `paged(item)` validates. */
export type TPage<T> = { list: T[]; totalRecords: number };

/** The envelope as a type, for clients that do not load zod. */
export interface TEnvelope<T> {
  code: number;
  meta: { error: boolean; message: string };
  data: T;
}
