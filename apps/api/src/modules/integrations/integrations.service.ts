import { INTEGRATIONS } from '@pulseboard/contract/clubs';
import {
  INTEGRATION_FIELDS,
  type TIntegration,
  type TIntegrationInput,
  type TIntegrationProvider,
} from '@pulseboard/contract/integrations';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { clubExists } from '../clubs/clubs.repository.ts';
import {
  findIntegration,
  listClubIntegrations,
  type TIntegrationRow,
  upsertIntegration,
} from './integrations.repository.ts';

function toIntegration(
  deps: TDeps,
  provider: TIntegrationProvider,
  row: TIntegrationRow | undefined,
): TIntegration {
  const stored: Record<string, string> = row?.secretsEnc
    ? JSON.parse(deps.secrets.decrypt(row.secretsEnc))
    : {};
  const fields = INTEGRATION_FIELDS[provider];
  return {
    provider,
    enabled: row?.enabled ?? false,
    config: Object.fromEntries(fields.config.map((f) => [f, row?.config[f] ?? ''])),
    secretsSet: Object.fromEntries(fields.secrets.map((f) => [f, Boolean(stored[f])])),
  };
}

async function assertClub(deps: TDeps, clubId: number) {
  if (!(await clubExists(deps.db, clubId))) throw new AppError('NOT_FOUND');
}

export async function listIntegrations(deps: TDeps, clubId: number): Promise<TIntegration[]> {
  await assertClub(deps, clubId);
  const rows = await listClubIntegrations(deps.db, clubId);
  return INTEGRATIONS.map((p) =>
    toIntegration(
      deps,
      p,
      rows.find((r) => r.provider === p),
    ),
  );
}

/** Saves one provider's switch and settings; secrets are merged (omitted kept, empty cleared) and sealed. */
export async function saveIntegration(
  deps: TDeps,
  clubId: number,
  provider: TIntegrationProvider,
  input: TIntegrationInput,
): Promise<TIntegration> {
  await assertClub(deps, clubId);
  const fields = INTEGRATION_FIELDS[provider];
  const unknown = [
    ...Object.keys(input.config)
      .filter((k) => !fields.config.includes(k))
      .map((k) => `config.${k}`),
    ...Object.keys(input.secrets)
      .filter((k) => !fields.secrets.includes(k))
      .map((k) => `secrets.${k}`),
  ];
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      fields: Object.fromEntries(unknown.map((k) => [k, 'integrations.unknownField'])),
    });
  }
  await deps.db.transaction(async (tx) => {
    const row = await findIntegration(tx, clubId, provider, { forUpdate: true });
    const secrets: Record<string, string> = row?.secretsEnc
      ? JSON.parse(deps.secrets.decrypt(row.secretsEnc))
      : {};
    for (const [k, v] of Object.entries(input.secrets)) {
      if (v) secrets[k] = v;
      else delete secrets[k];
    }
    const values = {
      enabled: input.enabled,
      config: input.config,
      secretsEnc: Object.keys(secrets).length > 0 ? deps.secrets.encrypt(JSON.stringify(secrets)) : null,
      updatedAt: new Date(),
    };
    await upsertIntegration(tx, clubId, provider, values);
  });
  const saved = await findIntegration(deps.db, clubId, provider);
  return toIntegration(deps, provider, saved);
}
