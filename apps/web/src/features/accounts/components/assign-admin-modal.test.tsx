import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addLocales, contractBundle } from '../../../lib/i18n.ts';
import { accountsLocales } from '../locales.ts';
import { AssignAdminModal } from './assign-admin-modal.tsx';

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), accountsLocales]);
});
afterEach(cleanup);

// The caller: a club admin, who may give every club admin role.
const CALLER = 'club' as const;

const account = (locationId: number | null) => ({
  accountId: 7,
  email: 'cole@example.com',
  firstName: 'Cole',
  lastName: 'Coach',
  name: 'Cole Coach',
  memberRole: 'coach' as const,
  memberRoles: ['coach' as const],
  isClubAdmin: false,
  locationId,
  deviceId: null,
  betaEnabled: false,
  status: 'enabled' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function open(locationId: number | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AssignAdminModal clubId={1} role={CALLER} account={account(locationId)} onClose={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.mouseDown(screen.getByRole('combobox'));
  const item = document.querySelector('.ant-select-item-option[title="Location admin"]');
  expect(item).not.toBeNull();
  return item as Element;
}

describe('AssignAdminModal', () => {
  it('offers Location admin only to an account with a location, and says why not otherwise', () => {
    const item = open(null);
    expect(item.className).toMatch(/option-disabled/);
    expect(screen.getByTestId('assign-needs-location').textContent).toContain(
      'give this account a location first',
    );
  });

  it('lets an account at one location become its location admin', () => {
    const item = open(3);
    expect(item.className).not.toMatch(/option-disabled/);
    expect(screen.queryByTestId('assign-needs-location')).toBeNull();
  });
});
