import { WEEK_CHALLENGE_MESSAGES } from '@pulseboard/contract/messages/week-challenges';
import type { TWeekChallenge } from '@pulseboard/contract/week-challenges';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/http.ts';
import { i18n } from '../../../lib/i18n.ts';
import { weekChallengesLocales } from '../locales.ts';
import { CheckInModal } from './check-in-modal.tsx';

vi.mock('../../../lib/http.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/http.ts')>()),
  request: vi.fn(async () => ({})),
}));

beforeAll(() => {
  // The login page's bundle has only the common messages; the app adds the features' (contract) ones later.
  const contract = Object.fromEntries(Object.entries(WEEK_CHALLENGE_MESSAGES).map(([key, m]) => [key, m.en]));
  i18n.addResourceBundle('en', 'translation', { ...contract, ...weekChallengesLocales.en }, true);
});
beforeEach(() => vi.mocked(request).mockClear());
afterEach(cleanup);

const ISO = 'YYYY-MM-DD';
// A run that started last week and ends in three weeks: today is one of its days.
const run = {
  id: 42,
  templateName: 'Spring Shape-up',
  startsOn: dayjs().subtract(7, 'day').format(ISO),
  endsOn: dayjs().add(21, 'day').format(ISO),
  today: dayjs().format(ISO),
} as TWeekChallenge;

function open(shown: TWeekChallenge = run) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CheckInModal run={shown} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

const lastCall = () => vi.mocked(request).mock.calls.at(-1) as [string, { method: string; body: unknown }];

describe('check-in form', () => {
  it('checks in today with the note trimmed, on the member’s own run', async () => {
    open();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '  Swim, 40 minutes ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [url, init] = lastCall();
    expect(url).toBe('/dashboard/week-challenges/42/actions/check-in');
    expect(init.method).toBe('POST');
    expect(init.body).toEqual({ date: dayjs().format(ISO), note: 'Swim, 40 minutes' });
  });

  it('checks in on the club’s today when the member’s clock is already on the next day', async () => {
    // 00:30 UTC in the browser is still the day before in a club in New York, which the API checks.
    const clubToday = dayjs().subtract(1, 'day').format(ISO);
    open({ ...run, today: clubToday });
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(lastCall()[1].body).toEqual({ date: clubToday, note: null });
  });

  it('sends no note when none is written', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(request).toHaveBeenCalled());
    expect(lastCall()[1].body).toEqual({ date: dayjs().format(ISO), note: null });
  });

  it('asks for the date when it is cleared, and sends nothing', async () => {
    open();
    // The picker's clear button (antd shows it on hover).
    const clear = document.querySelector('.ant-picker-clear');
    if (!clear) throw new Error('the date picker has no clear button');
    fireEvent.click(clear);
    await waitFor(() => expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(''));
    fireEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Please select the check-in date')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});
