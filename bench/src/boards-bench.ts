// Issue 12 at scale: a club's month leaderboard and a running challenge's standings, read from the
// daily roll-ups of the 5,000,000-workout set. Each board is measured as SQL (the statement its
// endpoint runs, on a connection of its own) and, once the server answers its URL, through HTTP too:
// both are probes (probe.ts), so the SQL row shows the database's share of the HTTP one.
import pg from 'pg';
import { cpuMeter, httpProbe, sqlProbe, type TProbe, type TTimes, timeProbe } from './probe.ts';
import { login, type TServer } from './server-process.ts';
import type { TWorkoutSet } from './workout-data.ts';

export interface TBoardRow {
  what: string;
  via: 'SQL' | 'HTTP';
  times: TTimes;
}

/** The club board: each member's sum over the period's roll-ups, best first, ties sharing a rank, top 100. */
export const MONTH_BOARD_SQL = `
  SELECT rank() OVER (ORDER BY s.score DESC)::int AS rank, s.user_id, u.first_name, u.last_name, u.nick_name,
    s.score
  FROM (
    SELECT d.user_id, sum(d.points)::int AS score
    FROM workout_daily d
    WHERE d.club_id = $1 AND d.day BETWEEN $2::date AND $3::date
    GROUP BY d.user_id
  ) s
  JOIN users u ON u.id = s.user_id
  WHERE u.erased_at IS NULL
  ORDER BY s.score DESC, s.user_id
  LIMIT 100`;

/** What the standings need of a challenge: its club, zones, sources, locations and days in the club's time zone. */
export const CHALLENGE_SQL = `
  SELECT c.club_id, c.zones, c.allow_mobile, c.scope,
    (c.starts_at AT TIME ZONE cl.timezone)::date::text AS first_day,
    ((least(c.ends_at, coalesce(c.ended_at, c.ends_at)) - interval '1 microsecond') AT TIME ZONE cl.timezone)::date::text
      AS last_day,
    coalesce((SELECT array_agg(l.location_id) FROM challenge_locations l WHERE l.challenge_id = c.id), '{}')
      AS locations
  FROM challenges c JOIN clubs cl ON cl.id = c.club_id
  WHERE c.id = $1`;

/**
 * Every participant's points in the challenge (criterion points): the point seconds of its zones over
 * the roll-ups of its days, sources and locations, / 60 rounded half up once; a participant without a
 * workout scores 0. The zones are summed inline (they are the challenge's stored integers 0-4).
 */
export const challengeBoardSql = (zones: number[]) => `
  SELECT rank() OVER (ORDER BY s.score DESC)::int AS rank, s.user_id, u.first_name, u.last_name, u.nick_name,
    s.score
  FROM (
    SELECT p.user_id,
      ((coalesce(sum(${zones.map((z) => `coalesce(d.zone_point_seconds[${Math.trunc(z) + 1}], 0)`).join(' + ')}), 0)
        + 30) / 60)::int AS score
    FROM challenge_participants p
    LEFT JOIN workout_daily d ON d.user_id = p.user_id AND d.club_id = $2 AND d.day BETWEEN $3::date AND $4::date
      AND ($5 OR d.source <> 'app') AND ($6 = 'club' OR d.location_key = ANY($7::int[]))
    WHERE p.challenge_id = $1
    GROUP BY p.user_id
  ) s
  JOIN users u ON u.id = s.user_id
  ORDER BY s.score DESC, s.user_id`;

type TChallenge = {
  club_id: number;
  zones: number[];
  allow_mobile: boolean;
  scope: string;
  first_day: string;
  last_day: string;
  locations: number[];
};

/** The challenge read, then its standings: two statements, as its endpoint runs them. */
function challengeProbe(client: pg.Client, challengeId: number): TProbe {
  return async () => {
    const { rows } = await client.query<TChallenge>(CHALLENGE_SQL, [challengeId]);
    const c = rows[0];
    if (!c) throw new Error(`challenge ${challengeId} not found`);
    await client.query(challengeBoardSql(c.zones), [
      challengeId,
      c.club_id,
      c.first_day,
      c.last_day,
      c.allow_mobile,
      c.scope,
      c.locations,
    ]);
  };
}

/** The month before the set's last day's month: a whole month of roll-ups. */
export function boardMonth(lastDay: string): { from: string; to: string } {
  const first = new Date(`${lastDay.slice(0, 7)}-01T00:00:00Z`);
  const to = new Date(first.getTime() - 86_400_000);
  return { from: `${to.toISOString().slice(0, 7)}-01`, to: to.toISOString().slice(0, 10) };
}

/** The boards' URLs on a server: the club board of the set's last whole month, and the challenge's. */
export function boardUrls(baseUrl: string, set: TWorkoutSet) {
  const { from, to } = boardMonth(set.lastDay);
  const club = `${baseUrl}/dashboard/clients/${set.clubId}`;
  return {
    month: `${club}/leaderboard?period=custom&from=${from}&to=${to}&measure=points`,
    challenge: `${club}/challenges/${set.challengeId}/leaderboard`,
  };
}

/** Whether the server has the endpoint yet (it is built on another branch): a 2xx on one try. */
async function answers(probe: TProbe): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch {
    return false;
  }
}

export async function benchBoards(set: TWorkoutSet, server: TServer): Promise<TBoardRow[]> {
  const client = new pg.Client({ connectionString: set.databaseUrl });
  await client.connect();
  try {
    const month = boardMonth(set.lastDay);
    const scale = `${set.sizes.workouts.toLocaleString('en')} workouts`;
    const monthWhat = `club month leaderboard (${month.from.slice(0, 7)}, biggest club), ${scale}`;
    const challengeWhat = `running challenge standings (1,000 participants), ${scale}`;
    const cpu = cpuMeter(client);
    const monthProbe = sqlProbe(client, MONTH_BOARD_SQL, [set.clubId, month.from, month.to]);
    const rows: TBoardRow[] = [
      { what: monthWhat, via: 'SQL', times: await timeProbe(monthProbe, undefined, cpu) },
      {
        what: challengeWhat,
        via: 'SQL',
        times: await timeProbe(challengeProbe(client, set.challengeId), undefined, cpu),
      },
    ];
    const token = await login(server.url, set.staffEmail);
    const urls = boardUrls(server.url, set);
    for (const [what, url] of [
      [monthWhat, urls.month],
      [challengeWhat, urls.challenge],
    ] as const) {
      const probe = httpProbe(url, token);
      const withServer = cpuMeter(client, server.pid === undefined ? [] : [server.pid]);
      if (await answers(probe))
        rows.push({ what, via: 'HTTP', times: await timeProbe(probe, undefined, withServer) });
    }
    return rows;
  } finally {
    await client.end();
  }
}
