import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/paging.ts';
import { weekChallengeCheckins } from './week-challenges.table.ts';

// Raw SQL with the aliases of week-challenges-weeks.repository.ts (wc, t, u, c), so one condition
// selects the same runs for their rows, their weeks and their states.
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export type TRunFilter = {
  clubId?: number;
  userId?: number;
  templateId?: number;
  keyword?: string;
  runId?: number;
};

/** The condition selecting the runs of a filter (every field optional, all of them must match). */
export function runsWhere(f: TRunFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.clubId !== undefined) parts.push(sql`wc.club_id = ${f.clubId}`);
  if (f.userId !== undefined) parts.push(sql`wc.user_id = ${f.userId}`);
  if (f.templateId !== undefined) parts.push(sql`wc.template_id = ${f.templateId}`);
  if (f.runId !== undefined) parts.push(sql`wc.id = ${f.runId}`);
  if (f.keyword) {
    const p = containsPattern(f.keyword);
    parts.push(sql`(u.email ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p}
      OR u.nick_name ILIKE ${p})`);
  }
  return sql.join(parts, sql` AND `);
}

export const idsWhere = (ids: number[]) => sql`wc.id = ANY(${sql.param(ids)}::int[])`;

const SORT: Record<string, SQL[]> = {
  joinedAt: [sql`wc.joined_at`],
  memberName: [sql`u.first_name`, sql`u.last_name`],
  startsOn: [sql`wc.starts_on`],
};

/** ORDER BY of the run list: newest sign-up first unless the table sorts. */
export function runsOrder(sortField?: string, sortOrder?: 'ascend' | 'descend'): SQL {
  const columns = sortField ? SORT[sortField] : undefined;
  if (!columns) return sql`wc.joined_at DESC, wc.id DESC`;
  const dir = sortOrder === 'descend' ? sql`DESC` : sql`ASC`;
  return sql`${sql.join(
    columns.map((column) => sql`${column} ${dir}`),
    sql`, `,
  )}, wc.id ASC`;
}

export type TRunRow = {
  id: number;
  clubId: number;
  templateId: number;
  templateName: string;
  userId: number;
  firstName: string;
  lastName: string;
  nickName: string | null;
  email: string;
  startsOn: string;
  joinedAt: Date;
  leftAt: Date | null;
  withdrawReason: string | null;
  weeks: number;
  minWorkoutsPerWeek: number;
  penaltyWeeks: number;
  /** Today in the club's time zone. */
  today: string;
};

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The runs `where` selects, with their template's figures and their member's name. */
export async function findRuns(db: DbOrTx, where: SQL): Promise<TRunRow[]> {
  const res = await db.execute(sql`
    SELECT wc.id, wc.club_id, wc.template_id, t.name AS template_name, wc.user_id, u.first_name, u.last_name,
      u.nick_name, u.email, wc.starts_on::text AS starts_on, wc.joined_at, wc.left_at, wc.withdraw_reason,
      t.weeks, t.min_workouts_per_week, t.penalty_weeks, (now() AT TIME ZONE c.timezone)::date::text AS today
    FROM week_challenges wc
    JOIN week_challenge_templates t ON t.id = wc.template_id
    JOIN users u ON u.id = wc.user_id
    JOIN clubs c ON c.id = wc.club_id
    WHERE ${where}`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    clubId: Number(r.club_id),
    templateId: Number(r.template_id),
    templateName: String(r.template_name),
    userId: Number(r.user_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    nickName: (r.nick_name as string | null) ?? null,
    email: String(r.email),
    startsOn: String(r.starts_on),
    joinedAt: asDate(r.joined_at),
    leftAt: r.left_at === null ? null : asDate(r.left_at),
    withdrawReason: (r.withdraw_reason as string | null) ?? null,
    weeks: Number(r.weeks),
    minWorkoutsPerWeek: Number(r.min_workouts_per_week),
    penaltyWeeks: Number(r.penalty_weeks),
    today: String(r.today),
  }));
}

/**
 * A new run of the template for the member, week 1 starting on the Monday of this week in the club's
 * time zone (date_trunc('week') is ISO: Monday). The partial unique index refuses a second open run.
 */
export async function insertRun(
  tx: Tx,
  values: { clubId: number; templateId: number; userId: number; createdBy: number },
) {
  const res = await tx.execute(sql`
    INSERT INTO week_challenges (club_id, template_id, user_id, starts_on, created_by)
    SELECT c.id, ${values.templateId}, ${values.userId},
      date_trunc('week', now() AT TIME ZONE c.timezone)::date, ${values.createdBy}
    FROM clubs c WHERE c.id = ${values.clubId}
    RETURNING id`);
  const row = rowsOf<{ id: number }>(res)[0];
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The member's open run of the template (not left), if any, locked until the transaction ends. */
export async function lockOpenRun(tx: Tx, templateId: number, userId: number) {
  const res = await tx.execute(sql`
    SELECT id FROM week_challenges
    WHERE template_id = ${templateId} AND user_id = ${userId} AND left_at IS NULL FOR UPDATE`);
  return rowsOf<{ id: number }>(res)[0]?.id;
}

/** Closes a completed run: it is left at midnight after its last week, in the club's time zone. */
export async function closeRun(tx: Tx, runId: number, totalWeeks: number) {
  await tx.execute(sql`
    UPDATE week_challenges wc SET left_at = ((wc.starts_on + 7 * ${totalWeeks}::int)::timestamp AT TIME ZONE c.timezone)
    FROM clubs c WHERE c.id = wc.club_id AND wc.id = ${runId} AND wc.left_at IS NULL`);
}

/** Withdraws an open run; false when it was already left. */
export async function withdrawRun(db: DbOrTx, runId: number, reason: string) {
  const res = await db.execute(sql`
    UPDATE week_challenges SET left_at = now(), withdraw_reason = ${reason}
    WHERE id = ${runId} AND left_at IS NULL RETURNING id`);
  return rowsOf(res).length > 0;
}

export async function insertCheckin(db: DbOrTx, runId: number, day: string, note: string | null) {
  await db.insert(weekChallengeCheckins).values({ weekChallengeId: runId, day, note });
}

/** The check-ins of the runs, newest day first. */
export async function listCheckins(db: DbOrTx, runIds: number[]) {
  if (runIds.length === 0) return [];
  const res = await db.execute(sql`
    SELECT id, week_challenge_id AS run_id, day::text AS day, note, created_at
    FROM week_challenge_checkins WHERE week_challenge_id = ANY(${sql.param(runIds)}::int[])
    ORDER BY day DESC, id DESC`);
  return rowsOf<{ id: number; run_id: number; day: string; note: string | null; created_at: unknown }>(
    res,
  ).map((r) => ({ id: r.id, runId: r.run_id, day: r.day, note: r.note, createdAt: asDate(r.created_at) }));
}
