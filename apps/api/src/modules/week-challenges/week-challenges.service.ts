/**
 * Week challenges: the rules (README "Week challenges" says the same for people).
 *
 * - A template has weeks (1-52), a minimum of workouts per week (1-14) and penalty weeks (0-8). A run is
 *   one member's go at a template: signed up by staff or by the member, it starts on the Monday of the
 *   sign-up week in the club's time zone, so the workouts already done that week count.
 * - A week is Monday to Sunday in the club's calendar. Its count is the member's workouts in that club
 *   (workout_daily, every source and location) plus their check-ins dated in it (a check-in records a
 *   workout done elsewhere; several a day are allowed). Counted in SQL: week-challenges-weeks.repository.ts.
 * - A week is judged once it has ended: below the minimum it is missed, and each missed week adds the
 *   template's penalty weeks to the end of the run (penalty weeks are judged alike, so missing one
 *   adds more). A week that reaches its minimum early is met at once; counts only ever grow.
 * - Status: `withdrawn` once left with a reason; `completed` when every week, penalties included, has
 *   ended; otherwise running: `extended` if penalty weeks were added, else `active`. `extended` (the
 *   flag) stays true after the run ends.
 * - Check-in: a day within the run (from its Monday to the Sunday of its last week as it stands) and not
 *   after today; a withdrawn run takes none. A late check-in or workout counts in its week even after
 *   the run has completed, as roll-ups of late workouts do.
 * - Withdraw: a reason is required; it sets the leave time. A completed run cannot be withdrawn.
 * - One open run per member and template (a partial unique index): signing up again while one runs is a
 *   409. A completed run is closed (leave time = midnight after its last week) by the next sign-up.
 * - Runs read their template's figures as they stand, so a template with runs keeps its figures (only
 *   its name may change) and cannot be deleted.
 */
import type {
  TWeekChallenge,
  TWeekChallengeCheckinInput,
  TWeekChallengeDetail,
  TWeekChallengeFilter,
  TWeekChallengeWeek,
} from '@pulseboard/contract/week-challenges';
import { addDays } from '@pulseboard/core/date-range';
import { displayName } from '@pulseboard/core/display-name';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import { findMember } from '../members/members.repository.ts';
import {
  closeRun,
  findRuns,
  idsWhere,
  insertCheckin,
  insertRun,
  listCheckins,
  lockOpenRun,
  runsOrder,
  runsWhere,
  type TRunFilter,
  type TRunRow,
  withdrawRun,
} from './week-challenges.repository.ts';
import { findTemplate } from './week-challenges-templates.repository.ts';
import {
  pageRunStates,
  runStates,
  runWeeks,
  type TRunState,
  type TRunWeek,
} from './week-challenges-weeks.repository.ts';

function toRun(row: TRunRow, state: TRunState): TWeekChallenge {
  return {
    id: row.id,
    templateId: row.templateId,
    templateName: row.templateName,
    memberId: row.userId,
    memberName: displayName(row),
    memberEmail: row.email,
    startsOn: row.startsOn,
    endsOn: addDays(row.startsOn, 7 * state.totalWeeks - 1),
    today: row.today,
    joinedAt: row.joinedAt.toISOString(),
    leftAt: row.leftAt?.toISOString() ?? null,
    withdrawReason: row.withdrawReason,
    weeks: row.weeks,
    minWorkoutsPerWeek: row.minWorkoutsPerWeek,
    penaltyWeeks: row.penaltyWeeks,
    totalWeeks: state.totalWeeks,
    missedWeeks: state.missed,
    status: state.status,
    extended: state.missed > 0 && row.penaltyWeeks > 0,
  };
}

/** The weeks counted so far (from SQL) and, for a run still going, the weeks still to come. */
function progressOf(row: TRunRow, state: TRunState, weeks: TRunWeek[]): TWeekChallengeWeek[] {
  const week = (index: number) => ({
    number: index + 1,
    startsOn: addDays(row.startsOn, 7 * index),
    endsOn: addDays(row.startsOn, 7 * index + 6),
    minimum: row.minWorkoutsPerWeek,
    penalty: index >= row.weeks,
  });
  const counted = weeks.map((w): TWeekChallengeWeek => {
    const count = w.workouts + w.checkins;
    const open = state.status === 'withdrawn' ? 'open' : 'inProgress';
    const judged = w.ended ? (w.miss ? 'missed' : 'met') : count >= w.minimum ? 'met' : open;
    return { ...week(w.index), workouts: w.workouts, checkins: w.checkins, count, state: judged };
  });
  if (state.status === 'withdrawn') return counted;
  const upcoming: TWeekChallengeWeek[] = [];
  for (let index = counted.length; index < state.totalWeeks; index++) {
    upcoming.push({ ...week(index), workouts: 0, checkins: 0, count: 0, state: 'upcoming' });
  }
  return [...counted, ...upcoming];
}

/**
 * The runs of a filter with their weeks and check-ins (four queries, whatever the number of runs), each
 * with today's date in its club's time zone.
 */
async function runDetails(
  deps: TDeps,
  filter: TRunFilter,
): Promise<{ run: TWeekChallengeDetail; today: string }[]> {
  const where = runsWhere(filter);
  const [rows, states, weeks] = await Promise.all([
    findRuns(deps.db, where),
    runStates(deps.db, where),
    runWeeks(deps.db, where),
  ]);
  const checkins = await listCheckins(
    deps.db,
    rows.map((r) => r.id),
  );
  const stateOf = new Map(states.map((s) => [s.id, s]));
  return rows.flatMap((row) => {
    const state = stateOf.get(row.id);
    if (!state) return [];
    const run = {
      ...toRun(row, state),
      progress: progressOf(
        row,
        state,
        weeks.filter((w) => w.runId === row.id),
      ),
      checkins: checkins
        .filter((c) => c.runId === row.id)
        .map((c) => ({ id: c.id, date: c.day, note: c.note, createdAt: c.createdAt.toISOString() })),
    };
    return [{ run, today: row.today }];
  });
}

/** One run of the club (or of the member, with `userId`); 404 for anyone else's. */
async function requireRun(deps: TDeps, filter: TRunFilter & { runId: number }) {
  const [found] = await runDetails(deps, filter);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function listRuns(
  deps: TDeps,
  clubId: number,
  filter: TWeekChallengeFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TWeekChallenge[]; totalRecords: number }> {
  const where = runsWhere({ clubId, templateId: filter.templateId, keyword: filter.keyword || undefined });
  const { states, total } = await pageRunStates(deps.db, where, {
    status: filter.status,
    order: runsOrder(filter.sortField, filter.sortOrder),
    limit: paging.pageSize,
    offset: pageOffset(paging.page, paging.pageSize),
  });
  const rows = new Map((await findRuns(deps.db, idsWhere(states.map((s) => s.id)))).map((r) => [r.id, r]));
  const list = states.flatMap((state) => {
    const row = rows.get(state.id);
    return row ? [toRun(row, state)] : [];
  });
  return { list, totalRecords: total };
}

export async function getRun(deps: TDeps, clubId: number, runId: number): Promise<TWeekChallengeDetail> {
  return (await requireRun(deps, { clubId, runId })).run;
}

const RUNNING = new Set(['active', 'extended']);

/** The caller's own runs: running ones first, then the newest sign-up first. */
export async function getMyRuns(deps: TDeps, userId: number) {
  const list = (await runDetails(deps, { userId })).map((found) => found.run);
  list.sort(
    (a, b) =>
      Number(RUNNING.has(b.status)) - Number(RUNNING.has(a.status)) || b.joinedAt.localeCompare(a.joinedAt),
  );
  return { list };
}

/**
 * Signs a member up (staff name them; a member signs themselves up, `self`). No check-then-insert: the
 * partial unique index refuses a second open run, even from two screens at once, and the refusal
 * becomes a 409. A completed open run is closed first, so the member can go again.
 */
export async function signUp(
  deps: TDeps,
  input: { clubId: number; memberId: number; templateId: number; createdBy: number; self: boolean },
): Promise<TWeekChallengeDetail> {
  const { clubId, memberId, templateId } = input;
  const member = await findMember(deps.db, clubId, memberId);
  if (!member) throw fieldError('memberId', 'weekChallenges.memberNotInClub');
  if (!(await findTemplate(deps.db, clubId, templateId))) {
    throw fieldError('templateId', 'weekChallenges.templateNotInClub');
  }
  const runId = await deps.db
    .transaction(async (tx) => {
      const open = await lockOpenRun(tx, templateId, memberId);
      if (open !== undefined) {
        const [state] = await runStates(tx, runsWhere({ runId: open }));
        if (state?.status === 'completed') await closeRun(tx, open, state.totalWeeks);
      }
      return insertRun(tx, { clubId, templateId, userId: memberId, createdBy: input.createdBy });
    })
    .catch((err: unknown) => {
      if (violatedConstraint(err, PG_UNIQUE_VIOLATION) !== 'week_challenges_active_uq') throw err;
      throw new AppError('CONFLICT', {
        fields: {
          templateId: input.self ? 'weekChallenges.alreadySignedUpSelf' : 'weekChallenges.alreadySignedUp',
        },
        params: { name: displayName(member) },
      });
    });
  return (await requireRun(deps, { clubId, runId })).run;
}

/** Records a workout done elsewhere on a day of the run (see the rules above). */
export async function checkIn(
  deps: TDeps,
  filter: TRunFilter & { runId: number },
  input: TWeekChallengeCheckinInput,
): Promise<TWeekChallengeDetail> {
  const { run, today } = await requireRun(deps, filter);
  if (run.status === 'withdrawn') throw fieldError('id', 'weekChallenges.withdrawn', 'CONFLICT');
  if (input.date > today) throw fieldError('date', 'weekChallenges.checkinFuture');
  if (input.date < run.startsOn || input.date > run.endsOn) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { date: 'weekChallenges.checkinOutside' },
      params: { from: run.startsOn, to: run.endsOn },
    });
  }
  await insertCheckin(deps.db, run.id, input.date, input.note ?? null);
  return (await requireRun(deps, filter)).run;
}

/** Leaves a running run with a reason. */
export async function withdraw(
  deps: TDeps,
  filter: TRunFilter & { runId: number },
  reason: string,
): Promise<TWeekChallengeDetail> {
  const { run } = await requireRun(deps, filter);
  if (run.status === 'completed') throw fieldError('id', 'weekChallenges.alreadyCompleted', 'CONFLICT');
  // The update is conditional (left_at IS NULL): of two withdrawals at once, the second is refused.
  const done = run.status !== 'withdrawn' && (await withdrawRun(deps.db, run.id, reason));
  if (!done) throw fieldError('id', 'weekChallenges.alreadyWithdrawn', 'CONFLICT');
  return (await requireRun(deps, filter)).run;
}
