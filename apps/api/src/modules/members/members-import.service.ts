import {
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_HEADERS,
  MEMBER_IMPORT_MAX_ROWS,
  type TMemberImportColumn,
} from '@pulseboard/contract/members-import';
import { parseDeviceId } from '@pulseboard/core/device-id';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  headerKey,
  nextTurn,
  ROWS_PER_TURN,
  readImportRows,
  type TImportRow,
} from '../../lib/spreadsheet-rows.ts';
import type { TSpreadsheetFile } from '../../lib/spreadsheet-upload.ts';
import { clubLocationNames } from '../locations/locations.repository.ts';
import {
  awaitOtherImports,
  clubsOfEmails,
  deferSearchIndexMerge,
  IMPORT_SLICE,
  insertImportedMembers,
  mergeSearchIndex,
  type TImportedMember,
  takenDeviceIds,
  tidyUsersAfterBulkInsert,
} from './members-import.repository.ts';
import { checkImportRow, type TRowProblem } from './members-import-row.ts';

export type TImportOutcome = {
  created: number;
  skipped: number;
  rejected: { row: number; errors: TRowProblem[] }[];
};

const HEADERS = new Map<string, TMemberImportColumn>([
  ...MEMBER_IMPORT_COLUMNS.map((c) => [headerKey(c), c] as const),
  ...MEMBER_IMPORT_COLUMNS.map((c) => [headerKey(MEMBER_IMPORT_HEADERS[c]), c] as const),
  ['birth', 'birthDate'],
  ['weight', 'weight'],
  ['branchname', 'location'],
]);
const SHEET = {
  headers: HEADERS,
  required: ['email', 'firstName', 'lastName', 'gender', 'birthDate', 'location'],
  messages: {
    empty: 'members.importEmpty',
    missingColumns: 'members.importMissingColumns',
    tooManyRows: 'members.importTooManyRows',
  },
} as const;

type TCandidate = { row: number; member: TImportedMember };

// An import this large changes the member list's plans: PGlite, which has no autovacuum, is told.
const BULK_ROWS = 1000;

/**
 * Imports members from a spreadsheet. Every row is checked with the add form's rules (its cells as a
 * ZMemberInput, members-import-row.ts); a rejected row is listed with its messages and the others are
 * written in one transaction (all or nothing). Email is the key: a row whose email is already in this
 * club is skipped.
 *
 * The rows go through in slices: while the database writes one slice, the next is checked, so the
 * checks cost no time of their own on PostgreSQL (a 50,000-row file: about 0.8 s of checks beside 3 s
 * of writing).
 */
export async function importMembers(
  deps: TDeps,
  clubId: number,
  file: TSpreadsheetFile,
  logLate: (err: unknown) => void,
): Promise<TImportOutcome> {
  const { rows } = await readImportRows(file, MEMBER_IMPORT_MAX_ROWS, SHEET);
  const branches = new Map<string, number>();
  for (const l of await clubLocationNames(deps.db, clubId)) {
    const key = l.branchName.trim().toLowerCase();
    if (!branches.has(key)) branches.set(key, l.id);
  }
  const problems = new Map<number, TRowProblem[]>();
  const check = rowChecker(branches, problems);
  let skipped = 0;
  let written = 0;

  // Against the database, inside the import's transaction: an email already here is skipped, one of
  // another club's account refused; a device id worn by a member of this club is refused.
  const placed = async (tx: DbOrTx, candidates: TCandidate[]) => {
    const owners = await clubsOfEmails(
      tx,
      candidates.map((c) => c.member.email),
    );
    const taken = await takenDeviceIds(
      tx,
      clubId,
      candidates.flatMap((c) =>
        c.member.deviceIdNum === null || owners.has(c.member.email) ? [] : [c.member.deviceIdNum],
      ),
    );
    const members: TImportedMember[] = [];
    for (const c of candidates) {
      const owner = owners.get(c.member.email);
      if (owner === clubId) skipped++;
      else if (owner !== undefined)
        flagRow(problems, c.row, { column: 'email', key: 'members.importEmailElsewhere' });
      else if (c.member.deviceIdNum !== null && taken.has(c.member.deviceIdNum)) {
        flagRow(problems, c.row, { column: 'deviceId', key: 'members.deviceIdTaken' });
      } else members.push(c.member);
    }
    written += members.length;
    return members;
  };

  let created = 0;
  try {
    created = await deps.db.transaction(async (tx) => {
      await awaitOtherImports(tx);
      if (rows.length >= BULK_ROWS) await deferSearchIndexMerge(tx);
      let count = 0;
      let writing: Promise<number> = Promise.resolve(0);
      for (let at = 0; at < rows.length; at += IMPORT_SLICE) {
        const candidates: TCandidate[] = [];
        for (const [i, row] of rows.slice(at, at + IMPORT_SLICE).entries()) {
          // The checks take turns with other requests' work (and with the database's answer).
          if (i > 0 && i % ROWS_PER_TURN === 0) await nextTurn();
          const candidate = check(row);
          if (candidate) candidates.push(candidate);
        }
        count += await writing;
        writing = insertImportedMembers(tx, clubId, await placed(tx, candidates));
        // Awaited with the next slice; a failure meanwhile must not go unhandled.
        writing.catch(() => undefined);
        // Lets the insert reach the database before the next slice's checks hold the event loop.
        await nextTurn();
      }
      return count + (await writing);
    });
  } catch (err) {
    // A member given one of these device ids while the file was being checked: nothing was written.
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'users_club_device_uq') {
      throw new AppError('CONFLICT', { fields: { file: 'members.deviceIdTaken' } });
    }
    throw err;
  }
  if (created >= BULK_ROWS) {
    // After the answer: the rows are in and found. The merge makes searches quick again and spares the
    // next member who registers the merge of a pending list past its usual 4 MB; on PGlite, which runs
    // one statement at a time, the requests that come meanwhile wait for it (about 1 s at 100,000).
    const tidy = deps.database.kind === 'pglite' ? tidyUsersAfterBulkInsert : mergeSearchIndex;
    tidy(deps.db).catch(logLate);
  }
  const rejected = [...problems.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, errors]) => ({ row, errors }));
  // Rows whose email appeared meanwhile were left alone by the insert: they count as skipped.
  return { created, skipped: skipped + written - created, rejected };
}

function flagRow(problems: Map<number, TRowProblem[]>, row: number, problem: TRowProblem) {
  const list = problems.get(row) ?? [];
  // One message per column: the first one found.
  if (list.some((p) => p.column === problem.column)) return;
  list.push(problem);
  problems.set(row, list);
}

/**
 * Checks rows in the file's order: the add form's rules, then the file against itself (an email or a
 * device id on an earlier row). A row's problems land in `problems`; a sound row comes back as a
 * candidate for the database's checks.
 */
function rowChecker(branches: ReadonlyMap<string, number>, problems: Map<number, TRowProblem[]>) {
  const emailRow = new Map<string, number>();
  const deviceRow = new Map<number, number>();
  return ({ row, cells }: TImportRow<TMemberImportColumn>): TCandidate | null => {
    const flag = (problem: TRowProblem) => flagRow(problems, row, problem);
    const { values: v, problems: rowProblems } = checkImportRow(cells, branches);
    for (const problem of rowProblems) flag(problem);
    const email = v?.email;
    if (email && emailRow.has(email)) {
      flag({
        column: 'email',
        key: 'members.importDuplicateEmail',
        params: { row: emailRow.get(email) ?? 0 },
      });
    } else if (email) emailRow.set(email, row);
    // The form's server check (members.service.ts checkedValues): the id must read as a number that fits.
    const deviceText = v ? v.deviceId : cells.deviceId;
    const deviceIdNum = deviceText ? parseDeviceId(deviceText) : null;
    if (deviceText && deviceIdNum === null) flag({ column: 'deviceId', key: 'validation.deviceId' });
    if (deviceIdNum !== null && deviceRow.has(deviceIdNum)) {
      flag({
        column: 'deviceId',
        key: 'members.importDuplicateDevice',
        params: { row: deviceRow.get(deviceIdNum) ?? 0 },
      });
    } else if (deviceIdNum !== null) deviceRow.set(deviceIdNum, row);
    if (!v || problems.has(row)) return null;
    return {
      row,
      member: {
        email: v.email,
        firstName: v.firstName,
        lastName: v.lastName,
        nickName: v.nickName ?? null,
        gender: v.gender,
        birthDate: v.birthDate,
        weight: v.weight ?? null,
        deviceId: v.deviceId ?? null,
        deviceIdNum,
        locationId: v.locationId,
      },
    };
  };
}
