import type { TTrainer, TTrainerListFilter } from '@pulseboard/contract/trainers';
import { displayName } from '@pulseboard/core/display-name';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  deleteTrainer,
  findTrainer,
  insertTrainer,
  isClubUser,
  listTrainers,
  type TTrainerValues,
  updateTrainer,
} from './trainers.repository.ts';

type TTrainerRow = NonNullable<Awaited<ReturnType<typeof findTrainer>>>;
export type TTrainerFields = Omit<TTrainerValues, 'phone' | 'bio' | 'userId'> & {
  phone?: string | null;
  bio?: string | null;
  userId?: number | null;
};

function toTrainer(row: TTrainerRow): TTrainer {
  const { userId, userEmail, userFirstName, userLastName, userNickName, createdAt, ...trainer } = row;
  const user =
    userId !== null && userEmail !== null
      ? {
          id: userId,
          email: userEmail,
          name: displayName({ firstName: userFirstName, lastName: userLastName, nickName: userNickName }),
        }
      : null;
  return { ...trainer, createdAt: createdAt.toISOString(), user };
}

export async function getTrainers(
  deps: TDeps,
  clubId: number,
  filter: TTrainerListFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TTrainer[]; totalRecords: number }> {
  const { rows, total } = await listTrainers(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toTrainer), totalRecords: total };
}

// The check gives the usual message; the unique index (club, user) still decides when two saves race.
async function checkedValues(db: DbOrTx, clubId: number, input: TTrainerFields): Promise<TTrainerValues> {
  const userId = input.userId ?? null;
  if (userId !== null && !(await isClubUser(db, clubId, userId))) {
    throw new AppError('VALIDATION_FAILED', { fields: { userId: 'validation.trainerUser' } });
  }
  return { ...input, phone: input.phone ?? null, bio: input.bio ?? null, userId };
}

function translateWriteError(err: unknown): never {
  if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'trainers_user_uq') {
    throw new AppError('CONFLICT', { fields: { userId: 'trainers.userTaken' } });
  }
  throw err;
}

async function loaded(deps: TDeps, clubId: number, id: number): Promise<TTrainer> {
  const row = await findTrainer(deps.db, clubId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTrainer(row);
}

export async function createTrainer(deps: TDeps, clubId: number, input: TTrainerFields): Promise<TTrainer> {
  const values = await checkedValues(deps.db, clubId, input);
  const id = await insertTrainer(deps.db, clubId, values).catch(translateWriteError);
  return loaded(deps, clubId, id);
}

export async function editTrainer(
  deps: TDeps,
  clubId: number,
  id: number,
  input: TTrainerFields,
): Promise<TTrainer> {
  const values = await checkedValues(deps.db, clubId, input);
  const found = await updateTrainer(deps.db, clubId, id, values).catch(translateWriteError);
  if (!found) throw new AppError('NOT_FOUND');
  return loaded(deps, clubId, id);
}

export async function removeTrainer(deps: TDeps, clubId: number, id: number): Promise<void> {
  try {
    if (!(await deleteTrainer(deps.db, clubId, id))) throw new AppError('NOT_FOUND');
  } catch (err) {
    // Classes the trainer leads keep them (their foreign key refuses the delete).
    if (violatedConstraint(err, PG_FOREIGN_KEY_VIOLATION) !== null) {
      throw new AppError('CONFLICT', { fields: { id: 'trainers.inUse' } });
    }
    throw err;
  }
}
