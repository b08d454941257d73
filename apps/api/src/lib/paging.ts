import { asc, desc, type SQL, sql } from 'drizzle-orm';
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

/** A select column counting every row the WHERE matches, so a page and its total take one query. */
export const totalRows = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * The total of a page whose rows carry `totalRows()`. A page past the end has no row to carry it,
 * so only then does `countAll` run.
 */
export async function totalOf(
  rows: { total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  return offset > 0 ? countAll() : 0;
}
