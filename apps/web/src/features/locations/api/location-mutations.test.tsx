import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clubLocationsQueryOptions } from '../../../api/get-club-locations.ts';
import { useCreateLocation } from './create-location.ts';
import { useDeleteLocation } from './delete-location.ts';
import { useUpdateLocation } from './update-location.ts';

vi.mock('../../../lib/http.ts', () => ({ request: vi.fn(async () => ({ ok: true })) }));

const CLUB = 1;
const OTHER_CLUB = 2;
const body = { branchName: 'North', branchLocation: '1 Main Street' };

// The location picker of the Loaner Pods and Admins forms caches for a minute: a change made on the
// Locations tab must mark it stale, or the new location is missing from the picker (issue 8).
describe('location mutations refresh the location pickers of other tabs', () => {
  // Each hook gives back one call of its mutation.
  const cases: [string, () => () => Promise<unknown>][] = [
    ['create', () => useCreateLocation(CLUB).mutateAsync.bind(null, body)],
    ['update', () => useUpdateLocation(CLUB).mutateAsync.bind(null, { locationId: 3, body })],
    ['delete', () => useDeleteLocation(CLUB).mutateAsync.bind(null, 3)],
  ];

  it.each(cases)('%s invalidates the club’s picker and no other club’s', async (_name, useHook) => {
    const queryClient = new QueryClient();
    for (const clubId of [CLUB, OTHER_CLUB]) {
      queryClient.setQueryData(clubLocationsQueryOptions(clubId).queryKey, { list: [], totalRecords: 0 });
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(useHook, { wrapper });

    await act(() => result.current());

    const state = (clubId: number) => queryClient.getQueryState(clubLocationsQueryOptions(clubId).queryKey);
    expect(state(CLUB)?.isInvalidated).toBe(true);
    expect(state(OTHER_CLUB)?.isInvalidated).toBe(false);
  });
});
