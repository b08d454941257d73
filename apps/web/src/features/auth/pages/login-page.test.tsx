import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { LoginPage } from './login-page.tsx';

afterEach(async () => {
  cleanup();
  await changeLanguage('en');
});

// No query cache or antd provider around it: the login page needs neither.
function openLogin(state?: object) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('login page', () => {
  it('opens with the email a password reset passed on, the cursor in the password', () => {
    openLogin({ email: 'mia@example.com' });
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'mia@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('is one main landmark with the product name and a named show-password button', () => {
    openLogin();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getAllByText('Pulseboard').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('checks both fields on submit, in the language shown, and again as they are typed in', async () => {
    openLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter the correct user name')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    await act(() => changeLanguage('es'));
    expect(screen.getByText('Introduce un nombre de usuario válido')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'mia@example.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: '123' } });
    expect(screen.queryByText('Introduce un nombre de usuario válido')).toBeNull();
    expect(screen.getByText('La contraseña no puede tener menos de 6 caracteres')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: '123456' } });
    expect(screen.queryAllByRole('alert')).toEqual([]);
  });
});
