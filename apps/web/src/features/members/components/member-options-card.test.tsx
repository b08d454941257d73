import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLocales, changeLanguage, contractBundle } from '../../../lib/i18n.ts';
import { membersActionsLocales } from '../actions-locales.ts';
import { MemberOptionsCard } from './member-options-card.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([contractBundle(MESSAGES), membersActionsLocales]);
});
beforeEach(() => {
  request.mockReset();
  request.mockImplementation(async (_path: string, options?: { method?: string; body?: unknown }) =>
    options?.method === 'POST'
      ? options.body
      : { journeyLevels: ['Beginner', 'Elite'], xgtPhases: ['Phase 1'] },
  );
});
afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

function show(canEdit: boolean) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemberOptionsCard clubId={1} canEdit={canEdit} />
      </App>
    </QueryClientProvider>,
  );
}

describe('member options card', () => {
  it('shows the club’s lists read-only to staff who may not edit them', async () => {
    show(false);
    expect(await screen.findByText('Elite')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the default levels in the reader’s language and saves them as stored', async () => {
    await changeLanguage('es');
    show(true);
    expect(await screen.findByText('Élite')).toBeTruthy();
    expect(screen.getByText('Principiante')).toBeTruthy();
    expect(screen.queryByText('Elite')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/dashboard/clients/1/members/options', {
        method: 'POST',
        body: { journeyLevels: ['Beginner', 'Elite'], xgtPhases: ['Phase 1'] },
      }),
    );
  });

  it('saves both lists, an entry removed included', async () => {
    show(true);
    await screen.findByText('Elite');
    // antd hides a tag's remove cross from screen readers (Backspace removes the last tag instead).
    const remove = document.querySelectorAll('.ant-select-selection-item-remove');
    fireEvent.click(remove[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith('/dashboard/clients/1/members/options', {
        method: 'POST',
        body: { journeyLevels: ['Beginner'], xgtPhases: ['Phase 1'] },
      }),
    );
  });
});
