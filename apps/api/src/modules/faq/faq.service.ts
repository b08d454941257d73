import type { TFaq } from '@pulseboard/contract/faq';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { deleteFaq, findFaq, insertFaq, listFaqs, setFaqPosition, updateFaq } from './faq.repository.ts';

type TFaqValues = { title: string; link?: string | null; content: string };
const values = (input: TFaqValues) => ({
  title: input.title,
  link: input.link ?? null,
  content: input.content,
});

export async function getFaqs(deps: TDeps): Promise<{ list: TFaq[]; totalRecords: number }> {
  const list = await listFaqs(deps.db);
  return { list, totalRecords: list.length };
}

export function createFaq(deps: TDeps, input: TFaqValues): Promise<TFaq> {
  return insertFaq(deps.db, values(input));
}

export async function editFaq(deps: TDeps, id: number, input: TFaqValues): Promise<TFaq> {
  const row = await updateFaq(deps.db, id, values(input));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function removeFaq(deps: TDeps, id: number): Promise<void> {
  if (!(await deleteFaq(deps.db, id))) throw new AppError('NOT_FOUND');
}

/** Applies a complete new order: every entry exactly once, all positions written in one transaction. */
export async function reorderFaqs(
  deps: TDeps,
  ids: number[],
): Promise<{ list: TFaq[]; totalRecords: number }> {
  await deps.db.transaction(async (tx) => {
    const current = (await listFaqs(tx)).map((f) => f.id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new AppError('VALIDATION_FAILED', { fields: { ids: 'validation.faqOrder' } });
    for (const [index, id] of ids.entries()) await setFaqPosition(tx, id, index + 1);
  });
  return getFaqs(deps);
}

export async function getFaq(deps: TDeps, id: number): Promise<TFaq> {
  const row = await findFaq(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
