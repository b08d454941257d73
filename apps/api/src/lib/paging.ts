import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

/** Row offset of a 1-based page. */
export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

/** A LIKE pattern that matches the keyword anywhere, with its own % and _ taken literally. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY for an antd table's sort, with a stable fallback. */
export function orderFor<F extends string>(
  columns: Record<F, AnyColumn | SQL>,
  sort: { sortField?: F; sortOrder?: 'ascend' | 'descend' },
  fallback: SQL | AnyColumn,
): (SQL | AnyColumn)[] {
  if (!sort.sortField) return [fallback];
  const column = columns[sort.sortField];
  return [sort.sortOrder === 'descend' ? desc(column) : asc(column), fallback];
}
