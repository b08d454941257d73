import type { APIRequestContext } from '@playwright/test';
import { login, PASSWORD } from './session.ts';

export type TTestMember = { email: string; name: string };

/**
 * A member of its own, registered through the API, for tests that change or erase a member: the
 * demo members stay as other tests expect them.
 */
/** The join code of a club's registration link, read as the platform admin. */
export async function joinCodeOf(request: APIRequestContext, clubId: number): Promise<string> {
  const token = await login(request, 'admin@example.com');
  const response = await request.get(`/dashboard/clients/${clubId}/join-code`, {
    headers: { 'x-authorization': token },
  });
  if (!response.ok()) throw new Error(`reading the join code of club ${clubId} failed: ${response.status()}`);
  return ((await response.json()) as { data: { joinCode: string } }).data.joinCode;
}

export async function registerMember(request: APIRequestContext, clubId: number): Promise<TTestMember> {
  const joinCode = await joinCodeOf(request, clubId);
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
      joinCode,
    },
  });
  if (!response.ok())
    throw new Error(`registering ${email} failed: ${response.status()} ${await response.text()}`);
  return { email, name: `${firstName} ${lastName}` };
}
