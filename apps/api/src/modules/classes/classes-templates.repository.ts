import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, pageOffset, totalOf, totalRows } from '../../lib/paging.ts';
import { classTemplates } from './classes.table.ts';

const columns = {
  id: classTemplates.id,
  name: classTemplates.name,
  timeZone: classTemplates.timeZone,
  startTime: classTemplates.startTime,
  endTime: classTemplates.endTime,
  description: classTemplates.description,
  maxParticipants: classTemplates.maxParticipants,
  meetingLink: classTemplates.meetingLink,
  trainerId: classTemplates.trainerId,
  studioId: classTemplates.studioId,
  locationId: classTemplates.locationId,
  logoFileId: classTemplates.logoFileId,
  createdAt: classTemplates.createdAt,
};
export type TTemplateRow = Awaited<ReturnType<typeof findTemplate>> & {};
export type TTemplateValues = {
  name: string;
  timeZone: string;
  startTime: string;
  endTime: string;
  description: string | null;
  maxParticipants: number | null;
  meetingLink: string | null;
  trainerId: number;
  studioId: number;
  locationId: number | null;
};

const ofClub = (clubId: number, id: number) =>
  and(eq(classTemplates.id, id), eq(classTemplates.clubId, clubId));

export async function findTemplate(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db.select(columns).from(classTemplates).where(ofClub(clubId, id)).limit(1);
  return row;
}

export async function listTemplates(
  db: DbOrTx,
  clubId: number,
  q: { keyword?: string; page: number; pageSize: number },
) {
  const pattern = q.keyword ? containsPattern(q.keyword) : null;
  const where: SQL | undefined = and(
    eq(classTemplates.clubId, clubId),
    pattern ? or(ilike(classTemplates.name, pattern), ilike(classTemplates.description, pattern)) : undefined,
  );
  const offset = pageOffset(q.page, q.pageSize);
  const page = await db
    .select({ ...columns, total: totalRows() })
    .from(classTemplates)
    .where(where)
    .orderBy(asc(classTemplates.name), asc(classTemplates.id))
    .limit(q.pageSize)
    .offset(offset);
  const total = await totalOf(page, offset, () => db.$count(classTemplates, where));
  return { rows: page.map(({ total: _, ...row }) => row), total };
}

export async function insertTemplate(db: DbOrTx, clubId: number, values: TTemplateValues) {
  const [row] = await db
    .insert(classTemplates)
    .values({ ...values, clubId })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateTemplate(db: DbOrTx, clubId: number, id: number, values: TTemplateValues) {
  const [row] = await db.update(classTemplates).set(values).where(ofClub(clubId, id)).returning(columns);
  return row;
}

export async function deleteTemplate(db: DbOrTx, clubId: number, id: number) {
  const rows = await db
    .delete(classTemplates)
    .where(ofClub(clubId, id))
    .returning({ id: classTemplates.id, logoFileId: classTemplates.logoFileId });
  return rows[0];
}

export async function setTemplateLogoFile(db: DbOrTx, clubId: number, id: number, fileId: string) {
  await db.update(classTemplates).set({ logoFileId: fileId }).where(ofClub(clubId, id));
}
