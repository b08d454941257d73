import type { TChallengeListItem } from '@pulseboard/contract/challenges';
import { MESSAGES } from '@pulseboard/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clubLocationsQueryOptions } from '../../../api/get-club-locations.ts';
import { request } from '../../../lib/http.ts';
import { addLocales, contractBundle, i18n } from '../../../lib/i18n.ts';
import { challengesLocales } from '../locales.ts';
import { ChallengeForm } from './challenge-form.tsx';

vi.mock('../../../lib/http.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/http.ts')>()),
  request: vi.fn(async () => ({ id: 7 })),
}));

beforeAll(() => addLocales([contractBundle(MESSAGES), challengesLocales]));
afterEach(async () => {
  cleanup();
  vi.mocked(request).mockClear();
  await i18n.changeLanguage('en');
});

const NY = 'America/New_York';

// Starts on 10 March 2026 at 10:00 in New York (14:00 UTC) and "ends" at midnight of 5 March: before it.
const backwards = {
  id: 7,
  name: 'Spring Sweat',
  type: 'team',
  scope: 'club',
  locationIds: [],
  allowMobile: false,
  zones: [2, 3, 4],
  startTime: '2026-03-10T14:00:00.000Z',
  endTime: '2026-03-05T05:00:00.000Z',
  endedAt: null,
  criterion: 'minutes',
  teamScoring: 'average',
  pointsTarget: null,
  status: 'upcoming',
  timezone: NY,
  shareId: 'x',
  participantCount: 0,
  teamCount: 0,
  createdAt: '2026-03-01T00:00:00.000Z',
} satisfies TChallengeListItem;

function openForm(challenge?: TChallengeListItem) {
  const client = new QueryClient();
  client.setQueryData(clubLocationsQueryOptions(1).queryKey, { list: [], totalRecords: 0 } as never);
  render(
    <QueryClientProvider client={client}>
      <ChallengeForm
        clubId={1}
        timeZone={NY}
        challenge={challenge}
        onClose={() => undefined}
        onSaved={() => undefined}
      />
    </QueryClientProvider>,
  );
}

const submit = () => fireEvent.submit(screen.getByTestId('challenge-form'));

// antd's form renders slowly on a busy machine: a generous limit, as a hang still fails.
describe('challenge form validation', { timeout: 20_000 }, () => {
  it('names every required field with SPEC.md section 5’s messages and sends nothing', async () => {
    openForm();
    expect(screen.getByText('Start and end are on the club’s clock: America/New_York')).toBeTruthy();
    submit();
    for (const message of [
      'Please enter the challenge name',
      'Please select the challenge type',
      'Please select the winning criteria',
      'Please select the start time',
      'Please select the end date',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for at least one zone', async () => {
    openForm();
    for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
    submit();
    expect(await screen.findByText('Please select at least one zone')).toBeTruthy();
  });

  it('keeps aria-required off the zones group, which a group may not carry (its label shows it)', () => {
    openForm();
    const group = screen.getAllByRole('checkbox')[0]?.closest('.ant-checkbox-group');
    expect(group).toBeTruthy();
    expect(group?.hasAttribute('aria-required')).toBe(false);
  });

  it('refuses an end before the start, in the language shown', async () => {
    openForm(backwards);
    // The club's clock, not the test machine's: 14:00 UTC is 10:00 in New York.
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('03/10/2026 10:00');
    expect((screen.getByLabelText('End date') as HTMLInputElement).value).toBe('03/04/2026');
    submit();
    expect(await screen.findByText('The end time must be greater than the start time.')).toBeTruthy();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('La hora de fin debe ser posterior a la hora de inicio.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('sends instants of the club’s zone: the start as picked, the end date to its last second', async () => {
    openForm({ ...backwards, endTime: '2026-04-01T04:00:00.000Z' });
    submit();
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [url, init] = vi.mocked(request).mock.calls.at(-1) as [string, { method: string; body: object }];
    expect(url).toBe('/dashboard/clients/1/challenges/7');
    expect(init.method).toBe('POST');
    expect(init.body).toMatchObject({
      startTime: '2026-03-10T14:00:00.000Z',
      endTime: '2026-04-01T03:59:59.000Z',
      zones: [2, 3, 4],
      teamScoring: 'average',
      pointsTarget: null,
    });
  });
});
