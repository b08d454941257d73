import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { integrationsLocales } from '../locales.ts';
import { IntegrationCard } from './integration-card.tsx';

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), integrationsLocales]);
});
afterEach(cleanup);

describe('IntegrationCard', () => {
  it("names its switch and its Save after the provider, so the tab's six cards can be told apart", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        {(['mindbody', 'momence'] as const).map((provider) => (
          <IntegrationCard
            key={provider}
            clubId={1}
            integration={{ provider, enabled: false, config: {}, secretsSet: {} }}
          />
        ))}
      </QueryClientProvider>,
    );
    const switches = screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'));
    expect(new Set(switches).size).toBe(2);
    expect(switches.every((name) => name?.startsWith('Enabled: '))).toBe(true);
    const saves = screen.getAllByRole('button', { name: /^Save: / });
    expect(saves).toHaveLength(2);
  });
});
