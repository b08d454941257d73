import type { TRole } from '@pulseboard/contract/roles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLocales } from '../../../lib/i18n.ts';
import { membersActionsLocales } from '../actions-locales.ts';
import { MemberRowActions, type TActionMember } from './member-row-actions.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([membersActionsLocales]);
});
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (path: string) => {
    if (path.endsWith('/points')) return { earned: 120, spent: 20, spendable: 100 };
    if (path.endsWith('/points/history')) return { list: [historyRow], totalRecords: 1 };
    // The history dates its rows on the club's calendar.
    if (path.endsWith('/brief')) return { clubId: 1, timezone: 'UTC' };
    return { ok: true };
  });
});
afterEach(cleanup);

const MANAGER: TRole = 'club';
const historyRow = {
  id: 1,
  amount: -20,
  kind: 'reward_order',
  rationale: 'Water bottle',
  reference: 'order:4',
  createdByName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const member: TActionMember = {
  userId: 7,
  name: 'Mia Member',
  email: 'mia@example.com',
  status: 'enabled',
  podId: 3,
  podBarcode: 'POD-3',
  verified: false,
};

function open(props: Partial<Parameters<typeof MemberRowActions>[0]> = {}) {
  const onEdit = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemberRowActions clubId={1} member={member} onEdit={onEdit} role={MANAGER} {...props} />
      </App>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Member actions' }));
  return { onEdit };
}
const entry = (name: string) => screen.findByRole('menuitem', { name });

/** Opens the menu from its focused button, as a keyboard does; the menu then has the focus. */
async function openFromKeyboard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <MemberRowActions clubId={1} member={member} role={MANAGER} />
      </App>
    </QueryClientProvider>,
  );
  const button = screen.getByRole('button', { name: 'Member actions' });
  button.focus();
  fireEvent.click(button);
  // The arrow keys move through the menu: it has the focus.
  await waitFor(() => expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true));
  return button;
}

describe('member row actions', () => {
  it('offers Edit and every action to a manager', async () => {
    const { onEdit } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith(member);
    for (const name of [
      'Return pod',
      'Change password',
      'Verify',
      'Disable',
      'Journey level',
      'XGT phase',
      'Points',
      'Refresh Mindbody visits',
      'Refresh Momence visits',
      'Delete',
    ]) {
      expect(await entry(name)).toBeTruthy();
    }
  });

  it('gives a coach only the pod', async () => {
    open({ role: 'coach', onEdit: undefined, member: { ...member, podId: null, podBarcode: null } });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(await entry('Assign pod')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });

  it('without a role, shows the manager actions only to whoever may edit', async () => {
    open({ role: undefined, onEdit: undefined });
    expect(await entry('Return pod')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Disable' })).toBeNull();
  });

  it('disables only after the confirmation', async () => {
    open();
    fireEvent.click(await entry('Disable'));
    const dialog = await screen.findByRole('dialog', { name: 'Disable' });
    expect(dialog.textContent).toMatch(/They are signed out at once/);
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/dashboard/clients/1/members/7/actions/disable', {
        method: 'POST',
        body: undefined,
      }),
    );
  });

  it('deletes with DELETE after the confirmation, and not on cancel', async () => {
    open();
    fireEvent.click(await entry('Delete'));
    await screen.findByText(/This cannot be undone/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(request).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Member actions' }));
    fireEvent.click(await entry('Delete'));
    const buttons = await screen.findAllByRole('button', { name: 'Delete' });
    fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/dashboard/clients/1/members/7/actions/delete', {
        method: 'DELETE',
      }),
    );
  });

  it('moves focus into the menu, and back to its button when a dialog it opened closes', async () => {
    const button = await openFromKeyboard();
    const item = await entry('Change password');
    item.focus();
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: /password/i });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('gives focus back to its button when Escape closes it', async () => {
    const button = await openFromKeyboard();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('checks the new password before sending it', async () => {
    open();
    fireEvent.click(await entry('Change password'));
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password can not be less than 6 digits')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('shows the balances and records an award with its rationale', async () => {
    open();
    fireEvent.click(await entry('Points'));
    const balances = await screen.findByTestId('member-points');
    expect(balances.textContent).toContain('Spendable');
    expect(balances.textContent).toContain('100');
    const history = await screen.findByTestId('member-points-history');
    await waitFor(() => expect(history.textContent).toContain('-20 · Reward order'));
    expect(history.textContent).toContain('Water bottle');
    // Its entries are not headings (antd's List.Item.Meta made each an h4 inside the dialog).
    expect(within(history).queryAllByRole('heading')).toEqual([]);
    fireEvent.change(screen.getByLabelText('Points (negative to deduct)'), { target: { value: '25' } });
    fireEvent.change(screen.getByLabelText('Rationale'), { target: { value: 'Referral' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/dashboard/clients/1/members/7/actions/award-points', {
        method: 'POST',
        body: { amount: 25, rationale: 'Referral' },
      }),
    );
  });
});
