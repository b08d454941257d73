import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deleteFile } from '../files/files.repository.ts';
import { classes, classSeries, classTemplates } from './classes.table.ts';

/** The distinct logos of some classes of a club. */
export async function classLogoIds(db: DbOrTx, clubId: number, ids: number[]) {
  const rows = await db
    .selectDistinct({ logoFileId: classes.logoFileId })
    .from(classes)
    .where(and(eq(classes.clubId, clubId), inArray(classes.id, ids), isNotNull(classes.logoFileId)));
  return rows.flatMap((r) => r.logoFileId ?? []);
}

export async function setClassesLogo(db: DbOrTx, clubId: number, ids: number[], fileId: string) {
  await db
    .update(classes)
    .set({ logoFileId: fileId })
    .where(and(eq(classes.clubId, clubId), inArray(classes.id, ids)));
}

export async function setSeriesLogo(db: DbOrTx, clubId: number, seriesId: number, fileId: string) {
  await db
    .update(classSeries)
    .set({ logoFileId: fileId })
    .where(and(eq(classSeries.id, seriesId), eq(classSeries.clubId, clubId)));
}

/**
 * Deletes a logo file once no class, series or template shows it: a class made from a template and
 * the occurrences of a series share their logo's file.
 */
export async function dropLogoIfUnused(db: DbOrTx, fileId: string) {
  for (const table of [classes, classSeries, classTemplates]) {
    const used = await db.select({ id: table.id }).from(table).where(eq(table.logoFileId, fileId)).limit(1);
    if (used.length > 0) return;
  }
  await deleteFile(db, fileId);
}
