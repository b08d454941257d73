import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from './files.table.ts';

export async function insertFile(
  db: DbOrTx,
  values: { mimeType: string; content: Buffer; uploadedBy: number | null },
) {
  const [row] = await db
    .insert(files)
    .values({ ...values, size: values.content.length })
    .returning({ id: files.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findFile(db: DbOrTx, id: string) {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

export async function deleteFile(db: DbOrTx, id: string) {
  await db.delete(files).where(eq(files.id, id));
}

/** The public address of a stored file. */
export const fileUrl = (id: string) => `/files/${id}`;
