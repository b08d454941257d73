import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input.tsx';
import '../lib/i18n.ts';

afterEach(cleanup);

describe('password box', () => {
  it('names its show/hide control after what it holds', () => {
    render(
      <>
        <PasswordInput what="API key: Mindbody" aria-label="API key" />
        <PasswordInput what="Webhook secret: Mindbody" aria-label="Webhook secret" />
      </>,
    );
    // antd named both "Show".
    fireEvent.click(screen.getByRole('button', { name: 'Show API key: Mindbody' }));
    expect(screen.getByRole('button', { name: 'Hide API key: Mindbody' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Webhook secret: Mindbody' })).toBeTruthy();
  });

  it('is a password box by default', () => {
    render(<PasswordInput aria-label="New password" />);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
