import { INTEGRATION_FIELDS } from '@pulseboard/contract/integrations';
import { describe, expect, it } from 'vitest';
import { integrationBody } from './integration-body.ts';

const glofox = INTEGRATION_FIELDS.glofox;

describe('integrationBody', () => {
  it('leaves out secrets that were not typed, so the server keeps them', () => {
    expect(
      integrationBody({ enabled: true, config: { branchId: ' 12 ' }, secrets: {}, clear: {} }, glofox),
    ).toEqual({ enabled: true, config: { branchId: '12', namespace: '' }, secrets: {} });
  });

  it('sends a typed secret and clears a ticked one with an empty string', () => {
    expect(
      integrationBody(
        {
          enabled: false,
          config: { branchId: 'b', namespace: 'n' },
          secrets: { apiKey: 'new-key', apiToken: 'ignored' },
          clear: { apiToken: true },
        },
        glofox,
      ),
    ).toEqual({
      enabled: false,
      config: { branchId: 'b', namespace: 'n' },
      secrets: { apiKey: 'new-key', apiToken: '' },
    });
  });

  it('never sends fields the provider does not take', () => {
    const body = integrationBody(
      { enabled: true, config: { other: 'x' }, secrets: { other: 'y' }, clear: {} },
      INTEGRATION_FIELDS.hapana,
    );
    expect(Object.keys(body.config)).toEqual(['siteId']);
    expect(body.secrets).toEqual({});
  });

  it('takes a form without a "clear" box, as before any secret is stored', () => {
    expect(
      integrationBody(
        { enabled: true, config: { siteId: '-99' }, secrets: { apiKey: 'k' } },
        INTEGRATION_FIELDS.mindbody,
      ),
    ).toEqual({ enabled: true, config: { siteId: '-99' }, secrets: { apiKey: 'k' } });
  });
});
