import type { TClassScope } from '@pulseboard/contract/classes';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPrincipal } from '../../plugins/access-guard.ts';
import { insertFile } from '../files/files.repository.ts';
import { findClass, followingOccurrences } from './classes.repository.ts';
import { classLogoIds, dropLogoIfUnused, setClassesLogo, setSeriesLogo } from './classes-logo.repository.ts';
import { findTemplate, setTemplateLogoFile } from './classes-templates.repository.ts';

type TImage = { content: Buffer; mimeType: string };

/** Stores a checked image as the logo of a class, or of it and the following ones of its series. */
export async function setClassLogo(
  deps: TDeps,
  principal: TPrincipal,
  target: { clubId: number; classId: number; scope: TClassScope },
  image: TImage,
) {
  const { clubId, classId, scope } = target;
  await deps.db.transaction(async (tx) => {
    const current = await findClass(tx, clubId, classId);
    if (!current) throw new AppError('NOT_FOUND');
    const whole = scope === 'following' && current.seriesId !== null && current.localDate !== null;
    const ids = whole
      ? (await followingOccurrences(tx, current.seriesId as number, current.localDate as string)).map(
          (o) => o.id,
        )
      : [classId];
    const previous = await classLogoIds(tx, clubId, ids);
    const fileId = await insertFile(tx, { ...image, uploadedBy: principal.userId });
    await setClassesLogo(tx, clubId, ids, fileId);
    if (whole) await setSeriesLogo(tx, clubId, current.seriesId as number, fileId);
    for (const old of previous) await dropLogoIfUnused(tx, old);
  });
}

/** Stores a checked image as a template's logo; classes made from it keep the one they copied. */
export async function setTemplateLogo(
  deps: TDeps,
  principal: TPrincipal,
  target: { clubId: number; templateId: number },
  image: TImage,
) {
  await deps.db.transaction(async (tx) => {
    const template = await findTemplate(tx, target.clubId, target.templateId);
    if (!template) throw new AppError('NOT_FOUND');
    const fileId = await insertFile(tx, { ...image, uploadedBy: principal.userId });
    await setTemplateLogoFile(tx, target.clubId, target.templateId, fileId);
    if (template.logoFileId) await dropLogoIfUnused(tx, template.logoFileId);
  });
}
