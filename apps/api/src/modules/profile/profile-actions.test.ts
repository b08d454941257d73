import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { restoreAfterTest } from '../../test-support/restore-after-test.ts';
import { call, DEMO_PASSWORD } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';

const t = useTestApp();

// The smallest valid PNG (1x1, transparent).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function upload(token: string, content: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  return t.app.inject({
    method: 'POST',
    url: '/dashboard/profile/avatar',
    headers: { 'x-authorization': token },
    payload: form,
  });
}

describe('POST /dashboard/profile/actions/switch-role', () => {
  it('issues a token for another of the user’s roles and ends the old session', async () => {
    const token = await t.tokenFor('coach@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile/actions/switch-role', {
      token,
      body: { role: 'member' },
    });
    expect(res.status).toBe(200);
    const next = res.body.data.token;
    expect(next).not.toBe(token);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: next })).body.data.memberRole).toBe(
      'member',
    );
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).body.code).toBe(50008);
  });

  it('refuses a role the user does not have', async () => {
    const token = await t.tokenFor('member@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile/actions/switch-role', {
      token,
      body: { role: 'accuro' },
    });
    expect(res.status).toBe(403);
    expect(res.body.data.fields.role).toBe('You do not have this role');
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).body.data.memberRole).toBe('member');
  });

  it('refuses an unknown role name with 400', async () => {
    const token = await t.tokenFor('coach@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile/actions/switch-role', {
      token,
      body: { role: 'king' },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /dashboard/profile/actions/change-password', () => {
  it('checks the current password, keeps this session and ends the others', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'trainer.leader@example.com'));
    const token = await t.tokenFor('trainer.leader@example.com');
    const other = await t.tokenFor('trainer.leader@example.com');
    const wrong = await call(t.app, 'POST', '/dashboard/profile/actions/change-password', {
      token,
      body: { oldPassword: 'nope-nope', password: 'kettlebell-9', confirmPassword: 'kettlebell-9' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.oldPassword).toBe('The current password is not correct');

    const differ = await call(t.app, 'POST', '/dashboard/profile/actions/change-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, password: 'kettlebell-9', confirmPassword: 'kettlebell-8' },
      lang: 'es',
    });
    expect(differ.body.data.fields.confirmPassword).toBe('Las dos contraseñas no coinciden');

    const done = await call(t.app, 'POST', '/dashboard/profile/actions/change-password', {
      token,
      body: { oldPassword: DEMO_PASSWORD, password: 'kettlebell-9', confirmPassword: 'kettlebell-9' },
    });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/dashboard/profile', { token: other })).body.code).toBe(50008);
    const login = await call(t.app, 'POST', '/dashboard/login', {
      body: { email: 'trainer.leader@example.com', password: 'kettlebell-9' },
    });
    expect(login.status).toBe(200);
  });
});

describe('POST /dashboard/profile/avatar', () => {
  it('stores a real image, serves it immutable, and replaces the previous one', async () => {
    await restoreAfterTest(t.deps.db, users, eq(users.email, 'member@example.com'));
    const token = await t.tokenFor('member@example.com');
    const first = await upload(token, PNG, 'me.png', 'image/png');
    expect(first.statusCode).toBe(200);
    const avatar = first.json().data.avatar as string;
    expect(avatar).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const second = await upload(token, PNG, 'again.png', 'image/png');
    expect(second.json().data.avatar).not.toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('checks the content, not the name or declared type', async () => {
    const token = await t.tokenFor('member@example.com');
    const res = await upload(token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().data.fields.file).toBe('Please upload a valid image file');
  });

  it('refuses images over 2 MB with 413', async () => {
    const token = await t.tokenFor('member@example.com');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const res = await upload(token, big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().data.fields.file).toBe('The image is too large (at most 2 MB)');
  });

  it('answers a request that is not multipart with the image message', async () => {
    const token = await t.tokenFor('member@example.com');
    const res = await call(t.app, 'POST', '/dashboard/profile/avatar', { token, body: { file: 'x' } });
    expect(res.status).toBe(415);
  });
});
