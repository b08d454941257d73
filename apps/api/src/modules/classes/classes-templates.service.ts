import type {
  TClassTemplate,
  TClassTemplateInput,
  TClassTemplateListFilter,
} from '@pulseboard/contract/classes';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { fileUrl } from '../files/files.repository.ts';
import { checkOwned, planValues } from './classes.service.ts';
import { dropLogoIfUnused } from './classes-logo.repository.ts';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TTemplateRow,
  type TTemplateValues,
  updateTemplate,
} from './classes-templates.repository.ts';

function toTemplate(row: TTemplateRow): TClassTemplate {
  const { logoFileId, createdAt, ...rest } = row;
  return { ...rest, logoUrl: logoFileId ? fileUrl(logoFileId) : null, createdAt: createdAt.toISOString() };
}

const valuesOf = (input: TClassTemplateInput): TTemplateValues => ({
  ...planValues(input),
  startTime: input.startTime,
  endTime: input.endTime,
});

export async function getTemplates(
  deps: TDeps,
  clubId: number,
  filter: TClassTemplateListFilter,
  paging: { page: number; pageSize: number },
) {
  const { rows, total } = await listTemplates(deps.db, clubId, { ...filter, ...paging });
  return { list: rows.map(toTemplate), totalRecords: total };
}

export async function getTemplate(deps: TDeps, clubId: number, id: number) {
  const row = await findTemplate(deps.db, clubId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTemplate(row);
}

/** Trainer, studio and location must be the club's own, the end after the start (as for a class). */
export async function createTemplate(deps: TDeps, clubId: number, input: TClassTemplateInput) {
  await checkOwned(deps.db, clubId, input);
  return toTemplate(await insertTemplate(deps.db, clubId, valuesOf(input)));
}

export async function editTemplate(deps: TDeps, clubId: number, id: number, input: TClassTemplateInput) {
  await checkOwned(deps.db, clubId, input);
  const row = await updateTemplate(deps.db, clubId, id, valuesOf(input));
  if (!row) throw new AppError('NOT_FOUND');
  return toTemplate(row);
}

export async function removeTemplate(deps: TDeps, clubId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const gone = await deleteTemplate(tx, clubId, id);
    if (!gone) throw new AppError('NOT_FOUND');
    if (gone.logoFileId) await dropLogoIfUnused(tx, gone.logoFileId);
  });
}
