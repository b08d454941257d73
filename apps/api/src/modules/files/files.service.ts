import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findFile } from './files.repository.ts';

/** A stored file's type and bytes, or 404. */
export async function getFile(deps: TDeps, fileId: string) {
  const file = await findFile(deps.db, fileId);
  if (!file) throw new AppError('NOT_FOUND');
  return { mimeType: file.mimeType, content: file.content };
}
