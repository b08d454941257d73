import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset } from '../../lib/paging.ts';
import { users } from '../users/users.table.ts';
import { trainers } from './trainers.table.ts';

const columns = {
  id: trainers.id,
  firstName: trainers.firstName,
  lastName: trainers.lastName,
  phone: trainers.phone,
  bio: trainers.bio,
  status: trainers.status,
  createdAt: trainers.createdAt,
  userId: users.id,
  userEmail: users.email,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userNickName: users.nickName,
};
export type TTrainerValues = {
  firstName: string;
  lastName: string;
  phone: string | null;
  bio: string | null;
  status: 'active' | 'inactive';
  userId: number | null;
};

const sortable = {
  firstName: trainers.firstName,
  lastName: trainers.lastName,
  status: trainers.status,
  createdAt: trainers.createdAt,
};

export interface TTrainerQuery {
  keyword?: string;
  sortField?: keyof typeof sortable;
  sortOrder?: 'ascend' | 'descend';
  page: number;
  pageSize: number;
}

function selectTrainers(db: DbOrTx) {
  return db.select(columns).from(trainers).leftJoin(users, eq(users.id, trainers.userId));
}

export async function listTrainers(db: DbOrTx, clubId: number, q: TTrainerQuery) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where: SQL | undefined = and(
    eq(trainers.clubId, clubId),
    pattern
      ? or(
          ilike(trainers.firstName, pattern),
          ilike(trainers.lastName, pattern),
          ilike(sql`${trainers.firstName} || ' ' || ${trainers.lastName}`, pattern),
          ilike(trainers.phone, pattern),
        )
      : undefined,
  );
  const rows = await selectTrainers(db)
    .where(where)
    .orderBy(...orderFor(sortable, q, trainers.id))
    .limit(q.pageSize)
    .offset(pageOffset(q.page, q.pageSize));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(trainers).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function findTrainer(db: DbOrTx, clubId: number, id: number) {
  const [row] = await selectTrainers(db)
    .where(and(eq(trainers.id, id), eq(trainers.clubId, clubId)))
    .limit(1);
  return row;
}

export async function insertTrainer(db: DbOrTx, clubId: number, values: TTrainerValues) {
  const [row] = await db
    .insert(trainers)
    .values({ ...values, clubId })
    .returning({ id: trainers.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTrainer(db: DbOrTx, clubId: number, id: number, values: TTrainerValues) {
  const rows = await db
    .update(trainers)
    .set(values)
    .where(and(eq(trainers.id, id), eq(trainers.clubId, clubId)))
    .returning({ id: trainers.id });
  return rows.length > 0;
}

export async function deleteTrainer(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(trainers)
    .where(and(eq(trainers.id, id), eq(trainers.clubId, clubId)))
    .returning({ id: trainers.id });
  return rows.length > 0;
}

/** A user who may be linked as a trainer: belongs to the club and was not erased. */
export async function isClubUser(db: DbOrTx, clubId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.clubId, clubId), isNull(users.erasedAt)))
    .limit(1);
  return Boolean(row);
}

/** Unlinks the user's login from any trainer entry (the entry itself stays). */
export async function unlinkTrainerUser(db: DbOrTx, userId: number) {
  await db.update(trainers).set({ userId: null }).where(eq(trainers.userId, userId));
}
