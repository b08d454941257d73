import type { TStudio, TStudioListFilter } from '@pulseboard/contract/studios';
import { AppError } from '../../lib/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  deleteStudio,
  insertStudio,
  listStudios,
  type TStudioValues,
  updateStudio,
} from './studios.repository.ts';

type TStudioRow = Awaited<ReturnType<typeof insertStudio>>;
const toStudio = (row: TStudioRow): TStudio => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function getStudios(
  deps: TDeps,
  clubId: number,
  filter: TStudioListFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TStudio[]; totalRecords: number }> {
  const { rows, total } = await listStudios(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toStudio), totalRecords: total };
}

export async function createStudio(deps: TDeps, clubId: number, input: TStudioValues): Promise<TStudio> {
  return toStudio(await insertStudio(deps.db, clubId, input));
}

export async function editStudio(
  deps: TDeps,
  clubId: number,
  id: number,
  input: TStudioValues,
): Promise<TStudio> {
  const row = await updateStudio(deps.db, clubId, id, input);
  if (!row) throw new AppError('NOT_FOUND');
  return toStudio(row);
}

export async function removeStudio(deps: TDeps, clubId: number, id: number): Promise<void> {
  try {
    if (!(await deleteStudio(deps.db, clubId, id))) throw new AppError('NOT_FOUND');
  } catch (err) {
    // Classes that take place in the studio keep it (their foreign key refuses the delete).
    if (violatedConstraint(err, PG_FOREIGN_KEY_VIOLATION) !== null) {
      throw new AppError('CONFLICT', { fields: { id: 'studios.inUse' } });
    }
    throw err;
  }
}
