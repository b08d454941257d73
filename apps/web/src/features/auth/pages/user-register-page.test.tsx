import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { UserRegisterPage } from './user-register-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const envelope = (status: number, data: unknown) =>
  new Response(
    JSON.stringify({
      code: status === 200 ? 20000 : 40400,
      meta: { error: status !== 200, message: 'x' },
      data,
    }),
    {
      status,
      headers: { 'content-type': 'application/json' },
    },
  );

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <UserRegisterPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('register page', () => {
  it('without a registration link says what to do and shows no form', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    open('/user-register');
    expect(screen.getByTestId('register-no-link').textContent).toContain(
      'open the registration link your club gave you',
    );
    expect(screen.queryByRole('button', { name: 'Create the account' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with a wrong code says the same', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(404, { fields: { club: 'x' } })),
    );
    open('/user-register?club=nope');
    expect((await screen.findByTestId('register-no-link')).textContent).toContain('without a valid link');
  });

  it("with a club's link names the club and shows the form", async () => {
    const fetch = vi.fn(async (_url: string) => envelope(200, { clubName: 'Sweat Lab' }));
    vi.stubGlobal('fetch', fetch);
    open('/user-register?club=abc123');
    expect(await screen.findByText('You are joining Sweat Lab')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the account' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/dashboard/register/club?club=abc123');
  });
});
