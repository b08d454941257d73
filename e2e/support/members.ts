import type { APIRequestContext } from '@playwright/test';
import { PASSWORD } from './session.ts';

export type TTestMember = { email: string; name: string };

/**
 * A member of its own, registered through the API, for tests that change or erase a member: the
 * demo members stay as other tests expect them.
 */
export async function registerMember(request: APIRequestContext, clubId: number): Promise<TTestMember> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `e2e.member.${tag}@example.com`;
  const [firstName, lastName] = ['Erin', `Export${tag}`];
  const response = await request.post('/dashboard/register', {
    data: {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      gender: 'female',
      birthDate: '1990-04-02',
      clientId: clubId,
    },
  });
  if (!response.ok())
    throw new Error(`registering ${email} failed: ${response.status()} ${await response.text()}`);
  return { email, name: `${firstName} ${lastName}` };
}
