import type {
  TWeekChallengeTemplate,
  TWeekChallengeTemplateFilter,
} from '@pulseboard/contract/week-challenges';
import { AppError } from '../../lib/app-error.ts';
import {
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  PG_UNIQUE_VIOLATION,
  violatedConstraint,
} from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  allTemplates,
  countTemplateRuns,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  lockTemplate,
  type TTemplateRow,
  type TTemplateValues,
  updateTemplate,
} from './week-challenges-templates.repository.ts';

function toTemplate(row: TTemplateRow): TWeekChallengeTemplate {
  return {
    id: row.id,
    name: row.name,
    weeks: row.weeks,
    minWorkoutsPerWeek: row.minWorkoutsPerWeek,
    penaltyWeeks: row.penaltyWeeks,
    openRuns: row.openRuns,
    totalRuns: row.totalRuns,
    createdAt: row.createdAt.toISOString(),
  };
}

// The unique index (club, name) decides, so two admins saving the same name at once get a 409 too.
function translateWriteError(err: unknown): never {
  if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'week_challenge_templates_name_uq') {
    throw new AppError('CONFLICT', { fields: { name: 'weekChallenges.templateNameTaken' } });
  }
  throw err;
}

export async function getTemplates(
  deps: TDeps,
  clubId: number,
  filter: TWeekChallengeTemplateFilter,
  paging: { page: number; pageSize: number },
): Promise<{ list: TWeekChallengeTemplate[]; totalRecords: number }> {
  const { rows, total } = await listTemplates(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toTemplate), totalRecords: total };
}

/** What a member of the club may sign up to: every template of their club (none without a club). */
export async function getClubTemplates(deps: TDeps, clubId: number | null) {
  if (clubId === null) return { list: [] };
  return { list: (await allTemplates(deps.db, clubId)).map(toTemplate) };
}

export async function getTemplate(deps: TDeps, clubId: number, id: number): Promise<TWeekChallengeTemplate> {
  const row = await findTemplate(deps.db, clubId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTemplate(row);
}

export async function createTemplate(deps: TDeps, clubId: number, values: TTemplateValues) {
  const id = await insertTemplate(deps.db, clubId, values).catch(translateWriteError);
  return getTemplate(deps, clubId, id);
}

/**
 * A run follows its template's figures as they stand (the schema keeps no copy per run), so once a
 * member has signed up only the name may change: a new minimum would judge weeks already lived again.
 */
export async function editTemplate(deps: TDeps, clubId: number, id: number, values: TTemplateValues) {
  await deps.db
    .transaction(async (tx) => {
      const current = await lockTemplate(tx, clubId, id);
      if (!current) throw new AppError('NOT_FOUND');
      const figuresChange =
        current.weeks !== values.weeks ||
        current.minWorkoutsPerWeek !== values.minWorkoutsPerWeek ||
        current.penaltyWeeks !== values.penaltyWeeks;
      if (figuresChange && current.runs > 0) {
        throw new AppError('CONFLICT', { fields: { weeks: 'weekChallenges.templateFiguresInUse' } });
      }
      await updateTemplate(tx, clubId, id, values);
    })
    .catch(translateWriteError);
  return getTemplate(deps, clubId, id);
}

/** A template with runs stays (the foreign key refuses): its runs keep their history. */
export async function removeTemplate(deps: TDeps, clubId: number, id: number): Promise<void> {
  try {
    if (await deleteTemplate(deps.db, clubId, id)) return;
  } catch (err) {
    const refused = [PG_RESTRICT_VIOLATION, PG_FOREIGN_KEY_VIOLATION].some(
      (code) => violatedConstraint(err, code) !== null,
    );
    if (!refused) throw err;
    const count = await countTemplateRuns(deps.db, id);
    throw new AppError('CONFLICT', { fields: { id: 'weekChallenges.templateInUse' }, params: { count } });
  }
  throw new AppError('NOT_FOUND');
}
