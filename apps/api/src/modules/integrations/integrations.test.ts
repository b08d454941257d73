import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { clubIntegrations } from './integrations.table.ts';

const t = useTestApp();

describe('integration settings', () => {
  it('lists every provider, off and empty at first', async () => {
    const res = await call(t.app, 'GET', '/dashboard/clients/1/integrations', { token: t.tokens.club });
    expect(res.body.data.map((i: { provider: string }) => i.provider)).toEqual([
      'abc',
      'hapana',
      'glofox',
      'wellnessLiving',
      'mindbody',
      'momence',
    ]);
    expect(res.body.data[4]).toEqual({
      provider: 'mindbody',
      enabled: false,
      config: { siteId: '' },
      secretsSet: { apiKey: false },
    });
  });

  it('saves settings, keeps secrets sealed and write-only, merges later changes', async () => {
    const saved = await call(t.app, 'POST', '/dashboard/clients/1/integrations/mindbody', {
      token: t.tokens.club,
      body: { enabled: true, config: { siteId: '-99' }, secrets: { apiKey: 'mb-secret-key' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      provider: 'mindbody',
      enabled: true,
      config: { siteId: '-99' },
      secretsSet: { apiKey: true },
    });
    expect(JSON.stringify(saved.body)).not.toContain('mb-secret-key');
    const [row] = await t.deps.db
      .select()
      .from(clubIntegrations)
      .where(and(eq(clubIntegrations.clubId, 1), eq(clubIntegrations.provider, 'mindbody')));
    expect(row?.secretsEnc).not.toContain('mb-secret');
    expect(JSON.parse(t.deps.secrets.decrypt(row?.secretsEnc ?? ''))).toEqual({ apiKey: 'mb-secret-key' });

    const kept = await call(t.app, 'POST', '/dashboard/clients/1/integrations/mindbody', {
      token: t.tokens.club,
      body: { enabled: false, config: { siteId: '-99' } },
    });
    expect(kept.body.data).toMatchObject({ enabled: false, secretsSet: { apiKey: true } });
    const cleared = await call(t.app, 'POST', '/dashboard/clients/1/integrations/mindbody', {
      token: t.tokens.club,
      body: { enabled: false, secrets: { apiKey: '' } },
    });
    expect(cleared.body.data.secretsSet).toEqual({ apiKey: false });
    // The club's Information tab shows the same switch.
    const club = await call(t.app, 'GET', '/dashboard/clients/1', { token: t.tokens.club });
    expect(club.body.data.integrations.mindbody).toBe(false);
  });

  it('refuses settings a provider does not have, and unknown providers', async () => {
    const res = await call(t.app, 'POST', '/dashboard/clients/1/integrations/hapana', {
      token: t.tokens.club,
      body: { enabled: true, config: { color: 'red' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields['config.color']).toBe('This provider has no such setting');
    expect(
      (
        await call(t.app, 'POST', '/dashboard/clients/1/integrations/zoom', {
          token: t.tokens.club,
          body: { enabled: true },
        })
      ).status,
    ).toBe(400);
  });

  it('is for the club’s owners only', async () => {
    const manager = await t.tokenFor('location.admin@example.com');
    expect((await call(t.app, 'GET', '/dashboard/clients/1/integrations', { token: manager })).status).toBe(
      403,
    );
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/15/integrations', { token: t.tokens.club })).status,
    ).toBe(403);
  });
});
