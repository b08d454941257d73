import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// A browser far from UTC, set before any module reads the zone, so its fallback cannot pass for UTC's.
const savedTz = vi.hoisted(() => {
  const saved = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
  return saved;
});
const request = vi.hoisted(() => vi.fn());
vi.mock(import('../lib/http.ts'), async (importOriginal) => ({ ...(await importOriginal()), request }));
const notifyError = vi.hoisted(() => vi.fn());
vi.mock(import('../lib/notify.ts'), async (importOriginal) => ({ ...(await importOriginal()), notifyError }));

const { ApiError } = await import('../lib/http.ts');
const { queryClient } = await import('../lib/query-client.ts');
const { useClubDayFormat, useClubZone } = await import('./use-club-zone.ts');

afterEach(() => {
  cleanup();
  queryClient.clear();
  request.mockReset();
  notifyError.mockReset();
});
afterAll(() => {
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

describe('useClubZone', () => {
  it("is the club's zone once its brief arrives, and nothing before", async () => {
    request.mockResolvedValue({ clubId: 7, timezone: 'America/New_York' });
    const { result } = renderHook(() => useClubZone(7), { wrapper });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('America/New_York'));
    expect(request).toHaveBeenCalledWith('/dashboard/clients/7/brief', expect.anything());
  });

  it("is the browser's zone without a club, asking nothing", () => {
    const { result } = renderHook(() => useClubZone(null), { wrapper });
    expect(result.current).toBe('Asia/Tokyo');
    expect(request).not.toHaveBeenCalled();
  });

  it("falls back to the browser's zone when the club's brief is refused, with no toast", async () => {
    request.mockRejectedValue(new ApiError({ code: 40300, status: 403, message: 'Forbidden' }));
    const { result } = renderHook(() => useClubZone(7), { wrapper });
    await waitFor(() => expect(result.current).toBe('Asia/Tokyo'));
    // The page that needs the club says so itself; the brief's failure is not a second message.
    expect(notifyError).not.toHaveBeenCalled();
  });
});

describe('useClubDayFormat', () => {
  // 03:30 on 2 March in UTC: already 12:30 that day in Tokyo, still 1 March in New York.
  const visited = '2026-03-02T03:30:00.000Z';

  it("writes an instant's day on the club's clock once its brief arrives", async () => {
    request.mockResolvedValue({ clubId: 7, timezone: 'America/New_York' });
    const { result } = renderHook(() => useClubDayFormat(7), { wrapper });
    expect(result.current(visited)).toBe('03/02/2026');
    await waitFor(() => expect(result.current(visited)).toBe('03/01/2026'));
    expect(result.current(null)).toBe('');
  });
});
