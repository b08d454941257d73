import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../../lib/http.ts';
import { memberDetailKeys, memberHistoryKeys, profileKeys } from '../../../lib/query-keys.ts';
import { useAddBp } from './add-bp.ts';
import { useAddMetric } from './add-metric.ts';
import { useDeleteBp } from './delete-bp.ts';
import { useDeleteMetric } from './delete-metric.ts';
import type { THistoryScope } from './history-scope.ts';

vi.mock('../../../lib/http.ts', () => ({ request: vi.fn(async () => ({ ok: true })) }));

const MEMBER = 7;
const OTHER = 8;
const at = '2026-01-02T08:00:00.000Z';
const own: THistoryScope = { refresh: [profileKeys.current()], timeZone: 'UTC' };
const staff: THistoryScope = {
  memberId: MEMBER,
  refresh: [memberDetailKeys.detail(1, MEMBER)],
  timeZone: 'UTC',
};

// A weight changes the profile's (or the member page's) weight: each change refreshes that person's
// history and the keys its scope names, and nobody else's.
describe('history changes refresh that person’s history only', () => {
  const cases: [string, (scope: THistoryScope) => () => Promise<unknown>][] = [
    [
      'add metric',
      (s) => useAddMetric(s).mutateAsync.bind(null, { name: 'bodyWeight', value: 80, measuredAt: at }),
    ],
    ['delete metric', (s) => useDeleteMetric(s).mutateAsync.bind(null, 3)],
    ['add bp', (s) => useAddBp(s).mutateAsync.bind(null, { systolic: 120, diastolic: 80, measuredAt: at })],
    ['delete bp', (s) => useDeleteBp(s).mutateAsync.bind(null, 3)],
  ];

  it.each(cases)('%s', async (_name, useHook) => {
    for (const [scope, changed, untouched] of [
      [own, [memberHistoryKeys.weights('self'), profileKeys.current()], [memberHistoryKeys.weights(MEMBER)]],
      [
        staff,
        [memberHistoryKeys.bp(MEMBER), memberDetailKeys.detail(1, MEMBER)],
        [memberHistoryKeys.bp('self'), memberHistoryKeys.bp(OTHER), profileKeys.current()],
      ],
    ] as [THistoryScope, QueryKey[], QueryKey[]][]) {
      const queryClient = new QueryClient();
      for (const key of [...changed, ...untouched]) queryClient.setQueryData(key, {});
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useHook(scope), { wrapper });
      await act(() => result.current());
      const body = vi.mocked(request).mock.lastCall?.[1]?.body as { memberId?: number };
      expect(body.memberId).toBe(scope.memberId);
      for (const key of changed)
        expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
      for (const key of untouched)
        expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
    }
  });
});
