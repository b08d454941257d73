import type { TClubBrief } from '@pulseboard/contract/clubs';
import {
  LEADERBOARD_MAX_DAYS,
  type TLeaderboard,
  type TLeaderboardFilter,
  type TLeaderboardQuery,
  type TLeaderboardRow,
} from '@pulseboard/contract/leaderboards';
import { type TLanguage, translate } from '@pulseboard/contract/messages';
import { dayCount, presetDates, todayIn } from '@pulseboard/core/date-range';
import { leaderboardName } from '@pulseboard/core/display-name';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { pageOffset } from '../../lib/paging.ts';
import type { TSheetCell } from '../../lib/sheet-export.ts';
import { getClubBrief } from '../clubs/clubs.service.ts';
import { clubLocationNames } from '../locations/locations.repository.ts';
import { rankBoard, type TBoardRow, type TBoardScope } from './leaderboards.repository.ts';

/** The most rows an export writes: far more than any club has members with a score. */
const EXPORT_MAX_ROWS = 100_000;

/** The inclusive days of the period, in the club's time zone: "this month" is the club's month. */
export function periodDays(filter: TLeaderboardFilter, timezone: string, now = new Date()) {
  if (filter.period !== 'custom') return presetDates(filter.period, todayIn(timezone, now));
  // The schema has made sure a custom period has both days, in order.
  const days = { from: filter.from ?? '', to: filter.to ?? '' };
  if (dayCount(days.from, days.to) > LEADERBOARD_MAX_DAYS) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { to: 'validation.rangeTooLong' },
      params: { days: LEADERBOARD_MAX_DAYS },
    });
  }
  return days;
}

/** A row as the club's privacy settings allow it to be shown (Data Privacy tab). */
function shownRow(row: TBoardRow, club: TClubBrief): TLeaderboardRow {
  return {
    rank: row.rank,
    memberId: row.userId,
    name: leaderboardName(row, club.privacy.leaderboardNameDisplay),
    avatar: club.privacy.showAvatarsOnLeaderboards ? row.avatar : null,
    score: row.score,
  };
}

/** The club, its locations and the board's scope: a location of another club is the caller's mistake. */
async function boardContext(deps: TDeps, clubId: number, filter: TLeaderboardFilter) {
  const club = await getClubBrief(deps, clubId);
  const locations = (await clubLocationNames(deps.db, clubId))
    .map((l) => ({ locationId: l.id, name: l.branchName }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (filter.locationId !== undefined && !locations.some((l) => l.locationId === filter.locationId)) {
    throw fieldError('locationId', 'validation.location');
  }
  const period = periodDays(filter, club.timezone);
  const scope: TBoardScope = { clubId, measure: filter.measure, ...period, locationId: filter.locationId };
  return { club, locations, period, scope };
}

/**
 * One page of a club's board. `me` (the signed-in caller) also gets their own row wherever it is. A
 * `public` board of a club that hides its members from public boards is empty and says so (`hidden`).
 */
export async function getLeaderboard(
  deps: TDeps,
  clubId: number,
  query: TLeaderboardQuery,
  opts: { me?: number; public?: boolean } = {},
): Promise<TLeaderboard> {
  const { club, locations, period, scope } = await boardContext(deps, clubId, query);
  const hidden = Boolean(opts.public && club.privacy.hideFromPublicLeaderboards);
  const offset = pageOffset(query.page, query.pageSize);
  const board = hidden
    ? { page: [], me: undefined, total: 0 }
    : await rankBoard(deps.db, scope, { offset, limit: query.pageSize }, opts.me);
  // A page past the end carries no row, so no total: ask for the first row to learn it.
  const total =
    board.total ?? (offset > 0 ? ((await rankBoard(deps.db, scope, { offset: 0, limit: 1 })).total ?? 0) : 0);
  return {
    club: { clubId: club.clubId, name: club.clubName, logoUrl: club.logoUrl },
    locations,
    list: board.page.map((row) => shownRow(row, club)),
    totalRecords: total,
    period,
    measure: query.measure,
    timezone: club.timezone,
    me: board.me ? shownRow(board.me, club) : null,
    hidden,
  };
}

/** The whole board as spreadsheet rows (the header first) in the caller's language, and a file name. */
export async function exportLeaderboard(
  deps: TDeps,
  clubId: number,
  filter: TLeaderboardFilter,
  lang: TLanguage,
): Promise<{ rows: TSheetCell[][]; baseName: string }> {
  const { club, locations, period, scope } = await boardContext(deps, clubId, filter);
  const board = await rankBoard(deps.db, scope, { offset: 0, limit: EXPORT_MAX_ROWS });
  const location = locations.find((l) => l.locationId === filter.locationId)?.name;
  const measure = translate(`leaderboards.measure.${filter.measure}`, lang, {}, club.wording);
  const rows: TSheetCell[][] = [
    [translate('leaderboards.sheet.rank', lang), translate('leaderboards.sheet.member', lang), measure],
    ...board.page.map((row) => {
      const shown = shownRow(row, club);
      return [shown.rank, shown.name, shown.score];
    }),
  ];
  const baseName = ['leaderboard', club.clubName, filter.measure, period.from, period.to, location]
    .filter(Boolean)
    .join('-');
  return { rows, baseName };
}
