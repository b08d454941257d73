import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { insertFile } from '../files/files.repository.ts';
import { clubs } from './clubs.table.ts';

const t = useTestApp();

describe('club brief and branding', () => {
  it('gives the shell its club, with the club’s wording', async () => {
    const token = await t.tokenFor('club2.admin@example.com');
    const res = await call(t.app, 'GET', '/dashboard/clients/15/brief', { token });
    expect(res.body.data.modules.challenges).toBe(true);
    expect(res.body.data.privacy.hideFromPublicLeaderboards).toBe(false);
    expect(res.body.data).toMatchObject({
      clubId: 15,
      clubName: 'Sweat Lab',
      subdomain: 'sweatlab',
      themeColor: '#d4380d',
      logoUrl: '/public/logo',
      timezone: 'Europe/Madrid',
      wording: 'alternative',
    });
    const own = await call(t.app, 'GET', '/dashboard/clients/1/brief', {
      token: await t.tokenFor('member@example.com'),
    });
    expect(own.body.data.wording).toBe('standard');
  });

  it('refuses another club’s brief', async () => {
    const token = await t.tokenFor('member@example.com');
    expect((await call(t.app, 'GET', '/dashboard/clients/15/brief', { token })).status).toBe(403);
  });

  it('serves the product logo for an unknown subdomain and the club logo when it has one', async () => {
    const fallback = await t.app.inject({ method: 'GET', url: '/public/logo?subdomain=nowhere' });
    expect(fallback.headers['content-type']).toContain('image/svg+xml');
    expect((await call(t.app, 'GET', '/public/branding?subdomain=nowhere')).body.data).toEqual({
      clubName: null,
      logoUrl: '/public/logo',
      themeColor: null,
    });

    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const fileId = await insertFile(t.deps.db, { mimeType: 'image/png', content: png, uploadedBy: null });
    await t.deps.db.update(clubs).set({ logoFileId: fileId }).where(eq(clubs.id, 1));
    const logo = await t.app.inject({ method: 'GET', url: '/public/logo?subdomain=Downtown' });
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    const branding = await call(t.app, 'GET', '/public/branding?subdomain=downtown');
    expect(branding.body.data).toEqual({
      clubName: 'Pulse Downtown',
      logoUrl: `/files/${fileId}`,
      themeColor: '#3462b1',
    });
  });
});
