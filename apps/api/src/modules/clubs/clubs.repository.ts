import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clubs } from './clubs.table.ts';

const brief = {
  id: clubs.id,
  name: clubs.name,
  subdomain: clubs.subdomain,
  themeColor: clubs.themeColor,
  timezone: clubs.timezone,
  wording: clubs.wording,
  logoFileId: clubs.logoFileId,
  modules: clubs.modules,
  privacy: clubs.privacy,
};

export async function findClubBrief(db: DbOrTx, id: number) {
  const [row] = await db.select(brief).from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

export async function findClubBySubdomain(db: DbOrTx, subdomain: string) {
  const [row] = await db.select(brief).from(clubs).where(eq(clubs.subdomain, subdomain)).limit(1);
  return row;
}
