import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BootSpinner } from '../../../components/boot-spinner.tsx';
import { formatClockTime, formatDate, formatNumber } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { RankBadge } from '../components/rank-badge.tsx';
import styles from '../components/tv-board.module.css';
import { boardFilter, type TBoardParams } from '../utils/board-query.ts';

/** How many rows a TV shows: ten read well at 1920x1080 from across a room. */
export const TV_ROWS = 10;
/** The board refreshes itself this often (and keeps the last one while the network is away). */
export const TV_REFRESH_MS = 60_000;

const timeOf = (ms: number) => formatClockTime(ms, false);

/**
 * /leaderboard-page/:clubId? (no layout): one club's top ten in large type for a screen on the gym's wall.
 * The club is locked by the address; period, measure and location come from its query string.
 */
export function LeaderboardTvPage({ clubId }: { clubId?: number }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filter = boardFilter(Object.fromEntries(search) as TBoardParams);
  const board = useLeaderboard(clubId, filter && { filter, page: 1, pageSize: TV_ROWS }, {
    refetchInterval: TV_REFRESH_MS,
  });
  const data = board.data;

  if (!clubId || !filter) {
    return (
      <main className={styles.screen}>
        <p className={styles.message}>{t('leaderboards.tv.noClub')}</p>
      </main>
    );
  }
  if (!data) {
    if (board.isError) {
      return (
        <main className={styles.screen}>
          <p className={styles.message}>
            {t('leaderboards.tv.loadError', { message: errorMessage(board.error) })}
          </p>
        </main>
      );
    }
    return <BootSpinner />;
  }
  // The badge takes a size in pixels: the same share of the screen as the rows' CSS sizes.
  const badgeSize = Math.round(Math.min(window.innerHeight * 0.052, window.innerWidth * 0.09));
  const location = data.locations.find((l) => l.locationId === filter.locationId)?.name;
  const more = data.totalRecords - data.list.length;
  return (
    <main className={styles.screen} data-testid="leaderboard-tv">
      <header className={styles.header}>
        <div className={styles.club}>
          <img className={styles.logo} src={data.club.logoUrl} alt="" />
          <h1 className={styles.clubName}>{data.club.name}</h1>
        </div>
        <div className={styles.what}>
          <div className={styles.measure}>{t(`leaderboards.measure.${data.measure}`)}</div>
          <div className={styles.period}>
            {t('leaderboards.range', { from: formatDate(data.period.from), to: formatDate(data.period.to) })}
            {location && ` · ${location}`}
          </div>
        </div>
      </header>
      {data.list.length === 0 ? (
        <p className={styles.message}>{t('leaderboards.empty')}</p>
      ) : (
        <ol className={styles.rows} aria-label={t(`leaderboards.measure.${data.measure}`)}>
          {data.list.map((row) => (
            <li
              key={row.memberId}
              className={`${styles.row} ${row.rank <= 3 ? styles.top : ''}`}
              data-testid="tv-row"
            >
              <span className={styles.rank}>
                <RankBadge rank={row.rank} size={badgeSize} />
              </span>
              {row.avatar ? (
                <img className={styles.avatar} src={row.avatar} alt="" />
              ) : (
                <span className={styles.avatar} aria-hidden>
                  {Array.from(row.name)[0] ?? '?'}
                </span>
              )}
              <span className={styles.name} data-testid="tv-name">
                {row.name}
              </span>
              <span className={styles.score}>{formatNumber(row.score)}</span>
            </li>
          ))}
        </ol>
      )}
      <footer className={styles.footer}>
        <span>{more > 0 ? t('leaderboards.tv.more', { count: more }) : ''}</span>
        {board.isError ? (
          <span className={styles.offline} role="status">
            {t('leaderboards.tv.offline', { time: timeOf(board.dataUpdatedAt) })}
          </span>
        ) : (
          <span>{t('leaderboards.tv.updated', { time: timeOf(board.dataUpdatedAt) })}</span>
        )}
      </footer>
    </main>
  );
}
