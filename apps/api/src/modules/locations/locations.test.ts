import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { locations } from './locations.table.ts';

const t = useTestApp();

const branch = (over: Record<string, unknown> = {}) => ({
  branchName: 'Harbourside',
  branchLocation: '1 Quay Street',
  branchZip: '10003',
  momenceAccount: 'harbour',
  momenceClientId: 'client-1',
  momenceClientSecret: 'top-secret-value',
  inbodyKey: 'inbody-key-123',
  homepage: 'https://harbour.example.com',
  ...over,
});

describe('locations', () => {
  it('pages the club’s locations with member counts', async () => {
    const res = await call(t.app, 'POST', '/dashboard/clients/1/locations/page/1?pageSize=1', {
      token: t.tokens.locationAdmin,
      body: { sortField: 'branchName', sortOrder: 'ascend' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totalRecords).toBe(2);
    expect(res.body.data.list).toHaveLength(1);
    expect(res.body.data.list[0].branchName).toBe('Downtown');
    expect(res.body.data.list[0].memberCount).toBeGreaterThan(0);
    const search = await call(t.app, 'POST', '/dashboard/clients/1/locations/page/1', {
      token: t.tokens.locationAdmin,
      body: { keyword: 'river' },
    });
    expect(search.body.data.list.map((l: { branchName: string }) => l.branchName)).toEqual(['Riverside']);
  });

  it('keeps secrets write-only and encrypted at rest', async () => {
    const res = await call(t.app, 'PUT', '/dashboard/clients/1/locations', {
      token: t.tokens.locationAdmin,
      body: branch(),
    });
    expect(res.status).toBe(200);
    const body = JSON.stringify(res.body);
    expect(body).not.toContain('top-secret-value');
    expect(body).not.toContain('inbody-key-123');
    expect(res.body.data).toMatchObject({
      momenceClientSecretSet: true,
      inbodyKeySet: true,
      momenceClientId: 'client-1',
    });
    const id = res.body.data.locationId;
    const [row] = await t.deps.db.select().from(locations).where(eq(locations.id, id));
    expect(row?.momenceClientSecretEnc).not.toContain('top-secret');
    expect(t.deps.secrets.decrypt(row?.momenceClientSecretEnc ?? '')).toBe('top-secret-value');

    // Omitted secrets stay; an empty one clears it.
    const { momenceClientSecret: _s, inbodyKey: _k, ...withoutSecrets } = branch({ status: 'closed' });
    const kept = await call(t.app, 'POST', `/dashboard/clients/1/locations/${id}`, {
      token: t.tokens.locationAdmin,
      body: withoutSecrets,
    });
    expect(kept.body.data).toMatchObject({
      status: 'closed',
      momenceClientSecretSet: true,
      inbodyKeySet: true,
    });
    const cleared = await call(t.app, 'POST', `/dashboard/clients/1/locations/${id}`, {
      token: t.tokens.locationAdmin,
      body: { ...withoutSecrets, inbodyKey: '' },
    });
    expect(cleared.body.data).toMatchObject({ inbodyKeySet: false, momenceClientSecretSet: true });

    expect(
      (await call(t.app, 'DELETE', `/dashboard/clients/1/locations/${id}`, { token: t.tokens.locationAdmin }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, 'GET', `/dashboard/clients/1/locations/${id}`, { token: t.tokens.locationAdmin }))
        .status,
    ).toBe(404);
  });

  it.each([
    [{ branchName: '' }, 'branchName', 'Please enter the branch name.', 'Introduce el nombre de la sede.'],
    [
      { branchLocation: ' ' },
      'branchLocation',
      'Please enter the branch location.',
      'Introduce la dirección de la sede.',
    ],
    [{ homepage: 'harbour.com' }, 'homepage', 'Please enter a correct web address (http or https)', null],
    [
      { instagramName: 'x'.repeat(101) },
      'instagramName',
      'This is longer than allowed: please shorten it',
      'Es más largo de lo permitido: acórtalo',
    ],
  ])('refuses %j', async (over, field, en, es) => {
    const res = await call(t.app, 'PUT', '/dashboard/clients/1/locations', {
      token: t.tokens.locationAdmin,
      body: branch(over),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields[field]).toBe(en);
    if (es) {
      const spanish = await call(t.app, 'PUT', '/dashboard/clients/1/locations', {
        token: t.tokens.locationAdmin,
        body: branch(over),
        lang: 'es',
      });
      expect(spanish.body.data.fields[field]).toBe(es);
    }
  });

  it('never reaches another club’s locations', async () => {
    expect(
      (await call(t.app, 'GET', '/dashboard/clients/15/locations/3', { token: t.tokens.locationAdmin }))
        .status,
    ).toBe(403);
    const admin = await t.tokenFor('admin@example.com');
    // Location 3 belongs to club 15: under club 1 it does not exist.
    expect((await call(t.app, 'GET', '/dashboard/clients/1/locations/3', { token: admin })).status).toBe(404);
    expect((await call(t.app, 'DELETE', '/dashboard/clients/1/locations/3', { token: admin })).status).toBe(
      404,
    );
    expect((await call(t.app, 'GET', '/dashboard/clients/15/locations/3', { token: admin })).status).toBe(
      200,
    );
  });

  it('lets coaches read but not change', async () => {
    const coach = await t.tokenFor('coach@example.com');
    expect((await call(t.app, 'GET', '/dashboard/clients/1/locations/1', { token: coach })).status).toBe(200);
    expect(
      (await call(t.app, 'PUT', '/dashboard/clients/1/locations', { token: coach, body: branch() })).status,
    ).toBe(403);
  });
});
