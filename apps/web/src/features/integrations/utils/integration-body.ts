import type { TIntegrationInput } from '@pulseboard/contract/integrations';

// antd's onFinish passes only the fields on screen: a group with none (no "clear" box before any
// secret is stored) is missing, not empty.
export type TIntegrationFormValues = {
  enabled: boolean;
  config?: Record<string, string | undefined>;
  /** What the admin typed; empty keeps the stored secret. */
  secrets?: Record<string, string | undefined>;
  /** Ticked: the stored secret is removed. */
  clear?: Record<string, boolean | undefined>;
};

/**
 * The body of POST .../integrations/{provider}: a secret typed replaces the stored one, a ticked
 * "clear" sends '' to remove it, and an empty field is left out so the server keeps what it has.
 */
export function integrationBody(
  values: TIntegrationFormValues,
  fields: { config: readonly string[]; secrets: readonly string[] },
): TIntegrationInput {
  const config = Object.fromEntries(fields.config.map((key) => [key, (values.config?.[key] ?? '').trim()]));
  const secrets: Record<string, string> = {};
  for (const key of fields.secrets) {
    const typed = values.secrets?.[key] ?? '';
    if (values.clear?.[key]) secrets[key] = '';
    else if (typed) secrets[key] = typed;
  }
  return { enabled: values.enabled, config, secrets };
}
