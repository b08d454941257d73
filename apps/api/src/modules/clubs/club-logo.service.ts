import { eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { deleteFile, insertFile } from '../files/files.repository.ts';
import { clubs } from './clubs.table.ts';

/** Stores a checked image as the club's logo and drops the previous one. */
export async function setClubLogo(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  image: { content: Buffer; mimeType: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [club] = await tx
      .select({ logo: clubs.logoFileId })
      .from(clubs)
      .where(eq(clubs.id, clubId))
      .limit(1);
    if (!club) throw new AppError('NOT_FOUND');
    const fileId = await insertFile(tx, { ...image, uploadedBy: principal.userId });
    await tx.update(clubs).set({ logoFileId: fileId, updatedAt: new Date() }).where(eq(clubs.id, clubId));
    if (club.logo) await deleteFile(tx, club.logo);
  });
}
