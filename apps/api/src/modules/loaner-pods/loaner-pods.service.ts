import type { TLoanerPod, TLoanerPodListFilter } from '@pulseboard/contract/loaner-pods';
import { displayName } from '@pulseboard/core/display-name';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { isClubLocation } from '../locations/locations.repository.ts';
import {
  deleteIdlePod,
  findPod,
  findPodByBarcode,
  insertPod,
  listPods,
  podExists,
  type TPodValues,
  updatePod,
} from './loaner-pods.repository.ts';

type TPodRow = NonNullable<Awaited<ReturnType<typeof findPod>>>;
export type TPodFields = { barcode: string; bluetoothName?: string | null; locationId?: number | null };

function toPod(row: TPodRow): TLoanerPod {
  const { holderId, holderFirstName, holderLastName, holderNickName, assignedAt, createdAt, ...pod } = row;
  const holder =
    holderId !== null && assignedAt !== null
      ? {
          userId: holderId,
          name: displayName({
            firstName: holderFirstName,
            lastName: holderLastName,
            nickName: holderNickName,
          }),
          assignedAt: assignedAt.toISOString(),
        }
      : null;
  return { ...pod, createdAt: createdAt.toISOString(), holder };
}

export async function getPods(
  deps: TDeps,
  clubId: number,
  filter: TLoanerPodListFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TLoanerPod[]; totalRecords: number }> {
  const { rows, total } = await listPods(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toPod), totalRecords: total };
}

/** The pod with its location and holder; 404 for a pod of another club. */
export async function getPod(deps: TDeps, clubId: number, id: number): Promise<TLoanerPod> {
  const row = await findPod(deps.db, clubId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPod(row);
}

/** The barcode scanner's look-up. */
export async function getPodByBarcode(deps: TDeps, clubId: number, barcode: string): Promise<TLoanerPod> {
  const row = await findPodByBarcode(deps.db, clubId, barcode);
  if (!row) throw new AppError('NOT_FOUND', { fields: { barcode: 'loanerPods.barcodeNotFound' } });
  return toPod(row);
}

async function checkedValues(deps: TDeps, clubId: number, input: TPodFields): Promise<TPodValues> {
  const locationId = input.locationId ?? null;
  if (locationId !== null && !(await isClubLocation(deps.db, clubId, locationId))) {
    throw new AppError('VALIDATION_FAILED', { fields: { locationId: 'validation.location' } });
  }
  return { barcode: input.barcode, bluetoothName: input.bluetoothName ?? null, locationId };
}

// The unique index (club, barcode) decides, so two admins saving the same barcode at once get a 409 too.
function translateWriteError(err: unknown): never {
  if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'loaner_pods_barcode_uq') {
    throw new AppError('CONFLICT', { fields: { barcode: 'loanerPods.barcodeTaken' } });
  }
  throw err;
}

export async function createPod(deps: TDeps, clubId: number, input: TPodFields): Promise<TLoanerPod> {
  const values = await checkedValues(deps, clubId, input);
  const id = await insertPod(deps.db, clubId, values).catch(translateWriteError);
  return getPod(deps, clubId, id);
}

export async function editPod(
  deps: TDeps,
  clubId: number,
  id: number,
  input: TPodFields,
): Promise<TLoanerPod> {
  const values = await checkedValues(deps, clubId, input);
  const found = await updatePod(deps.db, clubId, id, values).catch(translateWriteError);
  if (!found) throw new AppError('NOT_FOUND');
  return getPod(deps, clubId, id);
}

/** A pod that is lent out is not deleted: its holder must give it back first. */
export async function removePod(deps: TDeps, clubId: number, id: number): Promise<void> {
  if (await deleteIdlePod(deps.db, clubId, id)) return;
  if (await podExists(deps.db, clubId, id)) {
    throw new AppError('CONFLICT', { fields: { id: 'loanerPods.deleteLent' } });
  }
  throw new AppError('NOT_FOUND');
}
