import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { membersLocales } from '../locales.ts';
import { MembersTab } from './members-tab.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), membersLocales]);
});
afterEach(cleanup);

const member = (n: number) => ({
  userId: n,
  name: `Olivia Smith${n}`,
  email: `olivia${n}@example.com`,
  firstName: 'Olivia',
  lastName: `Smith${n}`,
  nickName: null,
  birthDate: null,
  gender: null,
  weight: null,
  maxHr: null,
  effectiveMaxHr: null,
  deviceId: null,
  deviceIdNum: null,
  locationId: null,
  locationName: null,
  memberRole: 'member',
  status: 'enabled',
  verified: true,
  podId: null,
  podBarcode: null,
  journeyLevel: null,
  xgtPhase: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

const tabProps = { clubId: 1, role: 'club', userId: 1, onCmdChange: () => undefined } as const;

function open(page: { searchCapped: boolean; totalRecords: number }) {
  request.mockImplementation(async (url: string) =>
    url.includes('/members/page/')
      ? { list: [member(1), member(2)], totalIsLowerBound: false, ...page }
      : { list: [], totalRecords: 0 },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/clubs/details/1/members?keyword=olivia']}>
        <MembersTab {...tabProps} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MembersTab', () => {
  it('says when a keyword matches more members than the list holds', async () => {
    open({ searchCapped: true, totalRecords: 2_000 });
    expect(
      await screen.findByText(
        'More than 2,000 members match “olivia”: the list shows the first 2,000 found. Type more of a name or an email to find someone.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('First 2,000 matches')).toBeTruthy();
  });

  it('says nothing of the kind when the list holds every match', async () => {
    open({ searchCapped: false, totalRecords: 2 });
    expect(await screen.findByText('Olivia Smith1')).toBeTruthy();
    expect(screen.queryByTestId('members-search-capped')).toBeNull();
  });
});
