import { z } from 'zod';
import { zPageNumber, zText } from './fields.ts';

/** `/page/{page}` path parameter, 1-based. */
export const ZPageParams = z.object({
  page: zPageNumber(),
});
/** `?pageSize=` (default 20, at most 100: SPEC.md section 9's fetch-all size). */
export const ZPageSizeQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(100, { error: 'validation.invalid' }).default(20),
});
export const ZSortOrder = z.enum(['ascend', 'descend']);

/** The body of a paged list call: a keyword and an optional sort, as an antd table gives them. */
export function listFilter<F extends readonly [string, ...string[]]>(sortFields: F) {
  return z
    .object({
      keyword: zText(100).trim().optional(),
      sortField: z.enum(sortFields).optional(),
      sortOrder: ZSortOrder.optional(),
    })
    .default({});
}
