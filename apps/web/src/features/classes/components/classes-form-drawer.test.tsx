import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addLocales } from '../../../lib/i18n.ts';
import { classesLocales } from '../locales.ts';
import { ClassFormDrawer } from './classes-form-drawer.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

beforeAll(() => {
  addLocales([classesLocales]);
});
afterEach(() => {
  cleanup();
  request.mockReset();
});

describe('the class drawer', () => {
  it('says so when the club’s time zone cannot be read, and asks again on retry', async () => {
    const { ApiError } = await import('../../../lib/http.ts');
    request.mockRejectedValue(new ApiError({ code: 0, status: 0, message: 'Network' }));
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <ClassFormDrawer clubId={1} open onClose={() => undefined} />
        </App>
      </QueryClientProvider>,
    );
    // Not a skeleton for ever: the brief's error, with a retry that asks again.
    const retry = await screen.findByRole('button', { name: /Retry|Try again/ });
    expect(request).toHaveBeenCalledTimes(1);
    fireEvent.click(retry);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));
  });
});
