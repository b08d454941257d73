import type { TProfile } from '@pulseboard/contract/profile';
import { estimatedMaxHr } from '@pulseboard/core/heart-rate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/http.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { ProfileForm } from './profile-form.tsx';

vi.mock('../../../lib/http.ts', async (original) => ({
  ...(await original<typeof import('../../../lib/http.ts')>()),
  request: vi.fn(async () => ({})),
}));

afterEach(cleanup);

const profile = {
  userId: 3,
  email: 'mia@example.com',
  firstName: 'Mia',
  lastName: 'Member',
  nickName: null,
  birthDate: '1990-01-02',
  gender: 'female',
  // 150 lb as the API stores it.
  weight: 68.04,
  bodyFat: null,
  maxHr: null,
  restingHr: null,
  deviceId: null,
  bluetoothName: null,
  preferUnit: 'imperial',
  language: 'en',
} as unknown as TProfile;

function openForm(shown: TProfile = profile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfileForm profile={shown} onSaved={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('My Profile form', () => {
  it('says what an empty max HR means today: 220 minus the age', () => {
    openForm();
    const byAge = estimatedMaxHr('1990-01-02', new Date());
    expect(screen.getByText(`Leave it empty to use 220 minus your age (${byAge} now).`)).toBeTruthy();
  });

  it('shows and sends a weight in lb as typed (1 kg = 2.2045 lb), the API getting kg', async () => {
    openForm();
    const input = screen.getByLabelText('Weight (lb)') as HTMLInputElement;
    expect(input.value).toBe('150.0');
    fireEvent.click(screen.getByText('Metric (kg)'));
    const kg = (await screen.findByLabelText('Weight (kg)')) as HTMLInputElement;
    await waitFor(() => expect(kg.value).toBe('68.0'));
    // Passing through the field (focus, leave) changes nothing.
    fireEvent.focus(kg);
    fireEvent.blur(kg);
    fireEvent.click(screen.getByText('Imperial (lb)'));
    await waitFor(() =>
      expect((screen.getByLabelText('Weight (lb)') as HTMLInputElement).value).toBe('150.0'),
    );
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { weight: number } }];
    expect(init.body.weight).toBe(68.04);
  });

  it('saves the weight unchanged when it is left as shown in kg', async () => {
    vi.mocked(request).mockClear();
    openForm();
    fireEvent.click(screen.getByText('Metric (kg)'));
    const kg = (await screen.findByLabelText('Weight (kg)')) as HTMLInputElement;
    await waitFor(() => expect(kg.value).toBe('68.0'));
    fireEvent.submit(kg.closest('form') as HTMLFormElement);
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { weight: number } }];
    expect(init.body.weight).toBe(68.04);
  });

  it('saves the language the app is read in, not an older one the profile kept', async () => {
    vi.mocked(request).mockClear();
    // The app reads in English (the tests' language); the profile still says Spanish.
    openForm({ ...profile, language: 'es' });
    fireEvent.submit(screen.getByLabelText('Weight (lb)').closest('form') as HTMLFormElement);
    await waitFor(() => expect(request).toHaveBeenCalled());
    const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { language: string } }];
    expect(init.body.language).toBe('en');
  });

  it('follows a language switch made in the navbar while the form is open', async () => {
    vi.mocked(request).mockClear();
    openForm();
    await act(() => changeLanguage('es'));
    try {
      fireEvent.submit(screen.getByLabelText('Peso (lb)').closest('form') as HTMLFormElement);
      await waitFor(() => expect(request).toHaveBeenCalled());
      const [, init] = vi.mocked(request).mock.calls.at(-1) as [string, { body: { language: string } }];
      expect(init.body.language).toBe('es');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
