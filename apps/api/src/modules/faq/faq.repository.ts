import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { faqs } from './faq.table.ts';

const columns = {
  id: faqs.id,
  title: faqs.title,
  link: faqs.link,
  content: faqs.content,
  order: faqs.position,
};

export function listFaqs(db: DbOrTx) {
  return db.select(columns).from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
}

export async function findFaq(db: DbOrTx, id: number) {
  const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id)).limit(1);
  return row;
}

export async function insertFaq(db: DbOrTx, values: { title: string; link: string | null; content: string }) {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, position: sql`coalesce((SELECT max(position) FROM faqs), 0) + 1` })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateFaq(
  db: DbOrTx,
  id: number,
  values: { title: string; link: string | null; content: string },
) {
  const [row] = await db
    .update(faqs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(faqs.id, id))
    .returning(columns);
  return row;
}

export async function deleteFaq(db: DbOrTx, id: number) {
  const rows = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  return rows.length > 0;
}

export async function setFaqPosition(db: DbOrTx, id: number, position: number) {
  await db.update(faqs).set({ position }).where(eq(faqs.id, id));
}
