import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset } from '../../lib/paging.ts';
import { studios } from './studios.table.ts';

const columns = {
  id: studios.id,
  name: studios.name,
  color: studios.color,
  status: studios.status,
  createdAt: studios.createdAt,
};
export type TStudioValues = { name: string; color: string; status: 'active' | 'inactive' };

const sortable = { name: studios.name, status: studios.status, createdAt: studios.createdAt };

export interface TStudioQuery {
  keyword?: string;
  sortField?: keyof typeof sortable;
  sortOrder?: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

export async function listStudios(db: DbOrTx, clubId: number, q: TStudioQuery) {
  const where: SQL | undefined = and(
    eq(studios.clubId, clubId),
    q.keyword ? ilike(studios.name, containsPattern(q.keyword)) : undefined,
  );
  const rows = await db
    .select(columns)
    .from(studios)
    .where(where)
    .orderBy(...orderFor(sortable, q, studios.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(studios).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function insertStudio(db: DbOrTx, clubId: number, values: TStudioValues) {
  const [row] = await db
    .insert(studios)
    .values({ ...values, clubId })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateStudio(db: DbOrTx, clubId: number, id: number, values: TStudioValues) {
  const [row] = await db
    .update(studios)
    .set(values)
    .where(and(eq(studios.id, id), eq(studios.clubId, clubId)))
    .returning(columns);
  return row;
}

export async function deleteStudio(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(studios)
    .where(and(eq(studios.id, id), eq(studios.clubId, clubId)))
    .returning({ id: studios.id });
  return rows.length > 0;
}
