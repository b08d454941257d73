import { z } from 'zod';
import { INTEGRATIONS } from './clubs.ts';
import { zIdParam, zText } from './fields.ts';
import { OWNER_ROLES, type TFeatureAccess } from './roles.ts';

/** Only a club's owners see and change its integrations (they hold the club's credentials). */
export const INTEGRATIONS_ACCESS = {
  read: OWNER_ROLES,
  manage: OWNER_ROLES,
} as const satisfies TFeatureAccess;

export type TIntegrationProvider = (typeof INTEGRATIONS)[number];

const FIELDS = {
  abc: { config: ['clubNumber'], secrets: ['appId', 'appKey'] },
  hapana: { config: ['siteId'], secrets: ['apiKey'] },
  glofox: { config: ['branchId', 'namespace'], secrets: ['apiKey', 'apiToken'] },
  wellnessLiving: { config: ['businessId'], secrets: ['authorizationCode', 'authorizationId'] },
  mindbody: { config: ['siteId'], secrets: ['apiKey'] },
  momence: { config: ['hostId'], secrets: ['clientSecret'] },
} as const;

/** The name of a provider's setting (the web labels each one with `integrations.tab.field.<name>`). */
export type TIntegrationField = (typeof FIELDS)[TIntegrationProvider][keyof (typeof FIELDS)['abc']][number];

/** The settings each provider takes: plain fields are shown, secret fields are write-only. */
export const INTEGRATION_FIELDS: Record<
  TIntegrationProvider,
  { config: readonly string[]; secrets: readonly string[] }
> = FIELDS;

export const ZIntegration = z.object({
  provider: z.enum(INTEGRATIONS),
  enabled: z.boolean(),
  config: z.record(z.string(), z.string()),
  /** Which secret fields hold a value; the values themselves never leave the server. */
  secretsSet: z.record(z.string(), z.boolean()),
});
export type TIntegration = z.infer<typeof ZIntegration>;

export const ZIntegrationParams = z.object({
  id: zIdParam(),
  provider: z.enum(INTEGRATIONS, { error: 'validation.invalid' }),
});

/** Omitted secret: unchanged; '' or null: cleared; text: replaced. */
export const ZIntegrationInput = z.object({
  enabled: z.boolean(),
  config: z.record(zText(100), zText(200).trim()).default({}),
  secrets: z.record(zText(100), zText(500).nullable()).default({}),
});
export type TIntegrationInput = z.infer<typeof ZIntegrationInput>;
