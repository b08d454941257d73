import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Row offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A LIKE pattern that matches the keyword anywhere, with its own % and _ taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY for an antd table's sort, ending with a stable fallback column. */
export function orderFor<F extends string>(
  columns: Record<F, PgColumn | SQL>,
  sort: { sortField?: F; sortOrder?: 'ascend' | 'descend' },
  fallback: PgColumn,
): SQL[] {
  if (!sort.sortField) return [asc(fallback)];
  const column = columns[sort.sortField];
  return [sort.sortOrder === 'descend' ? desc(column) : asc(column), asc(fallback)];
}
