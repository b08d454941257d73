import { and, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { containsPattern, orderFor, pageOffset, totalOf, totalRows } from '../../lib/paging.ts';
import { weekChallengeTemplates as templates, weekChallenges } from './week-challenges.table.ts';

export type TTemplateValues = {
  name: string;
  weeks: number;
  minWorkoutsPerWeek: number;
  penaltyWeeks: number;
};

// The outer column spelt out: drizzle writes a column of a one-table select unqualified ("id"), which
// inside the subquery would name wc.id.
const runsOf = (open: boolean) =>
  sql<number>`(SELECT count(*) FROM week_challenges wc
    WHERE wc.template_id = week_challenge_templates.id${open ? sql` AND wc.left_at IS NULL` : sql``})::int`;

const columns = {
  id: templates.id,
  name: templates.name,
  weeks: templates.weeks,
  minWorkoutsPerWeek: templates.minWorkoutsPerWeek,
  penaltyWeeks: templates.penaltyWeeks,
  openRuns: runsOf(true),
  totalRuns: runsOf(false),
  createdAt: templates.createdAt,
};

const sortable = { name: templates.name, weeks: templates.weeks, createdAt: templates.createdAt };

export type TTemplateQuery = {
  keyword?: string;
  sortField?: keyof typeof sortable;
  sortOrder?: 'ascend' | 'descend';
  page: number;
  pageSize: number;
};

export async function listTemplates(db: DbOrTx, clubId: number, q: TTemplateQuery) {
  const where: SQL | undefined = and(
    eq(templates.clubId, clubId),
    q.keyword ? ilike(templates.name, containsPattern(q.keyword)) : undefined,
  );
  const offset = pageOffset(q.page, q.pageSize);
  const rows = await db
    .select({ ...columns, total: totalRows() })
    .from(templates)
    .where(where)
    .orderBy(...orderFor(sortable, q, templates.id))
    .limit(q.pageSize)
    .offset(offset);
  const total = await totalOf(rows, offset, () => db.$count(templates, where));
  return { rows, total };
}

/** Every template of the club by name: what a member picks from (a club has a handful). */
export function allTemplates(db: DbOrTx, clubId: number) {
  return db.select(columns).from(templates).where(eq(templates.clubId, clubId)).orderBy(templates.name);
}

export async function findTemplate(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select(columns)
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.clubId, clubId)))
    .limit(1);
  return row;
}

export type TTemplateRow = NonNullable<Awaited<ReturnType<typeof findTemplate>>>;

/**
 * The template locked against sign-ups until the transaction ends (FOR UPDATE conflicts with the key
 * share lock a new run's foreign key takes), with how many runs it has: an edit reads the count and
 * writes without a sign-up slipping in between.
 */
export async function lockTemplate(tx: Tx, clubId: number, id: number) {
  const [row] = await tx
    .select({
      weeks: templates.weeks,
      minWorkoutsPerWeek: templates.minWorkoutsPerWeek,
      penaltyWeeks: templates.penaltyWeeks,
      runs: runsOf(false),
    })
    .from(templates)
    .where(and(eq(templates.id, id), eq(templates.clubId, clubId)))
    .for('update');
  return row;
}

export async function insertTemplate(db: DbOrTx, clubId: number, values: TTemplateValues) {
  const [row] = await db
    .insert(templates)
    .values({ ...values, clubId })
    .returning({ id: templates.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateTemplate(db: DbOrTx, clubId: number, id: number, values: TTemplateValues) {
  await db
    .update(templates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(templates.id, id), eq(templates.clubId, clubId)));
}

/** Deletes the template; false when the club has no such template. A template with runs is refused (FK). */
export async function deleteTemplate(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(templates)
    .where(and(eq(templates.id, id), eq(templates.clubId, clubId)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

export async function countTemplateRuns(db: DbOrTx, templateId: number) {
  return db.$count(weekChallenges, eq(weekChallenges.templateId, templateId));
}
