import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { LoginPage } from './login-page.tsx';

// jsdom has no matchMedia; antd's responsive helpers ask it (a desktop-sized screen here).
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList;
});

afterEach(cleanup);

function openLogin(state?: object) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('login page', () => {
  it('opens with the email a password reset passed on, the cursor in the password', () => {
    openLogin({ email: 'mia@example.com' });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'mia@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('is one main landmark with the product name and a named show-password control', () => {
    openLogin();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByText('Pulseboard').length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Show password' })).toBeTruthy();
  });
});
