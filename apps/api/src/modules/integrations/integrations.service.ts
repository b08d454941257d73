import { INTEGRATIONS } from '@pulseboard/contract/clubs';
import {
  INTEGRATION_FIELDS,
  type TIntegration,
  type TIntegrationInput,
  type TIntegrationProvider,
} from '@pulseboard/contract/integrations';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { clubIntegrations } from './integrations.table.ts';

type TRow = typeof clubIntegrations.$inferSelect;

function toIntegration(deps: TDeps, provider: TIntegrationProvider, row: TRow | undefined): TIntegration {
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
  const [club] = await deps.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId));
  if (!club) throw new AppError('NOT_FOUND');
}

export async function listIntegrations(deps: TDeps, clubId: number): Promise<TIntegration[]> {
  await assertClub(deps, clubId);
  const rows = await deps.db.select().from(clubIntegrations).where(eq(clubIntegrations.clubId, clubId));
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
  const where = and(eq(clubIntegrations.clubId, clubId), eq(clubIntegrations.provider, provider));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(clubIntegrations).where(where).for('update');
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
    await tx
      .insert(clubIntegrations)
      .values({ clubId, provider, ...values })
      .onConflictDoUpdate({ target: [clubIntegrations.clubId, clubIntegrations.provider], set: values });
  });
  const [saved] = await deps.db.select().from(clubIntegrations).where(where);
  return toIntegration(deps, provider, saved);
}
