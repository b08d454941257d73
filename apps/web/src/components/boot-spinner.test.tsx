import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootSpinner } from './boot-spinner.tsx';

afterEach(cleanup);

describe('boot screen', () => {
  it('is drawn by index.html before any script, and BootSpinner says the same once React runs', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('#root [role="status"]')?.textContent).toBe('Pulseboard');
    render(<BootSpinner />);
    expect(screen.getByRole('status').textContent).toBe('Pulseboard');
  });

  it('shows its own label, and none over a page (the sign-in overlay)', () => {
    render(<BootSpinner fullscreen />);
    expect(screen.getByRole('status').textContent).toBe('');
    cleanup();
    render(<BootSpinner label="Loading ..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading ...');
  });
});
