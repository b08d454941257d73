import type { TMemberListItem } from '@pulseboard/contract/members';
import type { TProfile } from '@pulseboard/contract/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubLocationsQueryOptions } from '../../../api/get-club-locations.ts';
import { request } from '../../../lib/http.ts';
import { i18n } from '../../../lib/i18n.ts';
import { profileKeys } from '../../../lib/query-keys.ts';
import { membersLocales } from '../locales.ts';
import { MemberForm } from './member-form.tsx';

vi.mock('../../../lib/http.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/http.ts')>()),
  request: vi.fn(async () => ({})),
}));

beforeAll(() => {
  i18n.addResourceBundle('en', 'translation', membersLocales.en, true);
});
afterEach(cleanup);

const member = {
  userId: 7,
  email: 'mia@example.com',
  firstName: 'Mia',
  lastName: 'Member',
  nickName: null,
  birthDate: '1990-01-02',
  gender: 'female',
  weight: 80,
  maxHr: null,
  deviceId: '0x3039',
  locationId: 1,
  memberRole: 'member',
} as TMemberListItem;

function openForm(preferUnit: TProfile['preferUnit'], shown: TMemberListItem = member) {
  const client = new QueryClient();
  client.setQueryData(profileKeys.current(), { preferUnit } as TProfile);
  client.setQueryData(clubLocationsQueryOptions(1).queryKey, {
    list: [{ locationId: 1, branchName: 'Downtown' }],
    totalRecords: 1,
  } as never);
  render(
    <QueryClientProvider client={client}>
      <MemberForm clubId={1} member={shown} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

// The weight is typed in the viewer's unit and stored in kg (SPEC.md section 9: 1 kg = 2.2045 lb).
describe('member form weight', () => {
  it.each([
    ['imperial', '176.4', 'Weight (lb)'],
    ['metric', '80.0', 'Weight (kg)'],
  ] as const)('a %s viewer sees and sends it in their unit, the API gets kg', async (unit, shown, label) => {
    openForm(unit);
    const input = screen.getByLabelText(label) as HTMLInputElement;
    expect(input.value).toBe(shown);
    fireEvent.submit(screen.getByTestId('member-form'));
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [url, init] = vi.mocked(request).mock.calls.at(-1) as [
      string,
      { method: string; body: { weight: number } },
    ];
    expect(url).toBe('/dashboard/clients/1/members/7');
    expect(init.method).toBe('PATCH');
    expect(init.body.weight).toBeCloseTo(80, 1);
  });

  // 150 lb typed on My Profile is stored as 68.04 kg and shows here as 68.0 kg or 150.0 lb.
  it.each([
    ['metric', 'Weight (kg)', '68.0'],
    ['imperial', 'Weight (lb)', '150.0'],
  ] as const)('a %s viewer saving the form unchanged keeps the stored kg', async (unit, label, shown) => {
    openForm(unit, { ...member, weight: 68.04 });
    expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(shown);
    fireEvent.submit(screen.getByTestId('member-form'));
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { weight: number } }];
    expect(init.body.weight).toBe(68.04);
  });

  it('a changed weight is stored as typed', async () => {
    openForm('metric', { ...member, weight: 68.04 });
    fireEvent.change(screen.getByLabelText('Weight (kg)'), { target: { value: '70.5' } });
    fireEvent.submit(screen.getByTestId('member-form'));
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { weight: number } }];
    expect(init.body.weight).toBe(70.5);
  });
});
