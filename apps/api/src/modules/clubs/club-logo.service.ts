import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { deleteFile, insertFile } from '../files/files.repository.ts';
import { findClubLogo, setClubLogoFile } from './clubs.repository.ts';

/** Stores a checked image as the club's logo and drops the previous one. */
export async function setClubLogo(
  deps: TDeps,
  principal: TPrincipal,
  clubId: number,
  image: { content: Buffer; mimeType: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const club = await findClubLogo(tx, clubId);
    if (!club) throw new AppError('NOT_FOUND');
    const fileId = await insertFile(tx, { ...image, uploadedBy: principal.userId });
    await setClubLogoFile(tx, clubId, fileId);
    if (club.logo) await deleteFile(tx, club.logo);
  });
}
