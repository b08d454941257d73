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

/** Whether the club exists: the one lookup every feature uses before acting on a club id. */
export async function clubExists(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
  return Boolean(row);
}

/** The Module and Data Privacy switches as stored. */
export async function findClubSwitches(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ modules: clubs.modules, privacy: clubs.privacy })
    .from(clubs)
    .where(eq(clubs.id, id));
  return row;
}

export async function updateClubSwitches(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<typeof clubs.$inferInsert, 'modules' | 'privacy'>>,
) {
  await db
    .update(clubs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clubs.id, id));
}

/** The club's current logo file, read inside the transaction that replaces it. */
export async function findClubLogo(db: DbOrTx, id: number) {
  const [row] = await db.select({ logo: clubs.logoFileId }).from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

export async function setClubLogoFile(db: DbOrTx, id: number, fileId: string) {
  await db.update(clubs).set({ logoFileId: fileId, updatedAt: new Date() }).where(eq(clubs.id, id));
}

/** The club's journey-level and XGT-phase lists as stored (null: the contract's defaults); undefined: no club. */
export async function findClubMemberOptions(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ memberOptions: clubs.memberOptions })
    .from(clubs)
    .where(eq(clubs.id, id))
    .limit(1);
  return row;
}

export async function setClubMemberOptions(
  db: DbOrTx,
  id: number,
  memberOptions: { journeyLevels: string[]; xgtPhases: string[] },
) {
  await db.update(clubs).set({ memberOptions, updatedAt: new Date() }).where(eq(clubs.id, id));
}

/** The club's public leaderboard token (null: no public board); undefined: no such club. */
export async function findLeaderboardToken(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ token: clubs.leaderboardToken })
    .from(clubs)
    .where(eq(clubs.id, id))
    .limit(1);
  return row;
}

/** Replaces (or, with null, removes) the public leaderboard token: the old one stops working at once. */
export async function setLeaderboardToken(db: DbOrTx, id: number, token: string | null) {
  const rows = await db
    .update(clubs)
    .set({ leaderboardToken: token, updatedAt: new Date() })
    .where(eq(clubs.id, id))
    .returning({ id: clubs.id });
  return rows.length > 0;
}
