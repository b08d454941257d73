import {
  LEADERBOARD_MEASURES,
  LEADERBOARD_PERIODS,
  type TLeaderboardFilterInput,
  type TLeaderboardMeasure,
  type TLeaderboardPeriod,
} from '@pulseboard/contract/leaderboards';

/** The URL parameters of a board's filter, the same on the page, the club tab, the TV view and the public page. */
export const BOARD_PARAMS = ['period', 'from', 'to', 'measure', 'location'] as const;
export type TBoardParams = Partial<Record<(typeof BOARD_PARAMS)[number], string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const readPeriod = (value?: string): TLeaderboardPeriod =>
  LEADERBOARD_PERIODS.find((p) => p === value) ?? 'currentMonth';
export const readMeasure = (value?: string): TLeaderboardMeasure =>
  LEADERBOARD_MEASURES.find((m) => m === value) ?? 'points';

/**
 * The API filter of the URL's parameters; undefined while a custom range lacks its days (nothing to ask
 * yet). The period is named, never turned into days here: the server reads it in the club's time zone.
 */
export function boardFilter(params: TBoardParams): TLeaderboardFilterInput | undefined {
  const period = readPeriod(params.period);
  const locationId = Number(params.location) || undefined;
  const base = { period, measure: readMeasure(params.measure), locationId };
  if (period !== 'custom') return base;
  const { from, to } = params;
  return from && to && DAY.test(from) && DAY.test(to) && from <= to ? { ...base, from, to } : undefined;
}

/** The filter as a query string (`?period=...`), for links to the TV view and the exports. */
export function boardSearch(
  filter: TLeaderboardFilterInput,
  extra: Record<string, string | number> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value !== undefined && value !== '')
      params.set(key === 'locationId' ? 'location' : key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query of a filter and page (the location goes as `locationId`). */
export function apiQuery(filter: TLeaderboardFilterInput, page?: { page: number; pageSize: number }) {
  return { ...filter, ...page } as Record<string, string | number | undefined>;
}
