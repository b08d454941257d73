import { call } from '../../test-support/test-app.ts';
import type { TTestFileApp } from '../../test-support/use-test-app.ts';
import { users } from '../users/users.table.ts';

/** A trainer and a studio of club 1 (and of club 15 for foreign-id checks), made through the API. */
export async function makeStaffing(t: TTestFileApp) {
  const trainer = await call(t.app, 'PUT', '/dashboard/clients/1/trainers', {
    token: t.tokens.club,
    body: { firstName: 'Tina' },
  });
  const studio = await call(t.app, 'PUT', '/dashboard/clients/1/studios', {
    token: t.tokens.club,
    body: { name: 'Cycle room' },
  });
  const foreignTrainer = await call(t.app, 'PUT', '/dashboard/clients/15/trainers', {
    token: t.tokens.club2,
    body: { firstName: 'Sergio' },
  });
  return {
    trainerId: trainer.body.data.id as number,
    studioId: studio.body.data.id as number,
    foreignTrainerId: foreignTrainer.body.data.id as number,
  };
}

/**
 * `n` members of club 1 written straight to the table (the members API is not under test here);
 * `extra` adds columns to the i-th member.
 */
export async function makeMembers(
  t: TTestFileApp,
  n: number,
  tag: string,
  extra: (i: number) => Partial<typeof users.$inferInsert> = () => ({}),
): Promise<number[]> {
  const rows = await t.deps.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${tag}${i}@example.com`,
        passwordHash: 'x',
        firstName: `M${i}`,
        lastName: tag,
        clubId: 1,
        memberRole: 'member' as const,
        ...extra(i),
      })),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** A 1x1 PNG: an image by its bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** POSTs one multipart `file` named logo.png (whatever its bytes) to `url`. */
export function uploadLogo(
  t: TTestFileApp,
  url: string,
  content: Buffer,
  token = t.tokens.club,
  lang = 'en',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type: 'image/png' }), 'logo.png');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-authorization': token, 'accept-language': lang },
    payload: form,
  });
}
