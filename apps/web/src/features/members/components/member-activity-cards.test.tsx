import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { MemberPointsCard } from './member-activity-cards.tsx';

const request = vi.hoisted(() => vi.fn());
vi.mock(import('../../../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));

afterEach(async () => {
  cleanup();
  request.mockReset();
  await changeLanguage('en');
});

describe('the member’s points card', () => {
  it('writes the figures as the language does', async () => {
    request.mockResolvedValue({ earned: 12_500, spendable: 1_336, spent: 11_164 });
    await changeLanguage('es');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemberPointsCard clubId={1} memberId={7} />
        </App>
      </QueryClientProvider>,
    );
    const card = await screen.findByTestId('member-points');
    await waitFor(() => expect(card.textContent).toContain('12.500'));
    expect(card.textContent).toContain('1.336');
    expect(card.textContent).not.toContain('1,336');
  });
});
