// The statements of the workout data set (workout-data.ts): every row is made by the database itself
// (INSERT ... SELECT over unnest and generate_series), never sent row by row.
import { DEFAULT_CLUB_ZONE_SETTINGS } from '@pulseboard/core/hr-zones';
import { memberNamesSql } from './member-data.ts';

/** The bench accounts that sign in share the demo password: their hash is copied from a demo login. */
const DEMO_HASH = `(SELECT password_hash FROM users WHERE email = 'member@example.com')`;

/** Clubs `WBENCH-<prefix><n>`, each with two locations; $1: names, $2: time zones. */
export const INSERT_CLUBS = `
  WITH c AS (
    INSERT INTO clubs (name, code, timezone)
    SELECT n.name, 'WBENCH-' || n.i, n.tz FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS n(name, tz, i)
    RETURNING id, name
  ), l AS (
    INSERT INTO locations (club_id, branch_name, branch_location, branch_zip)
    SELECT c.id, c.name || CASE WHEN k = 1 THEN ' North' ELSE ' South' END, k || ' Bench Street', '1000' || k
    FROM c CROSS JOIN generate_series(1, 2) k
    RETURNING id, club_id
  )
  SELECT c.id, array_agg(l.id ORDER BY l.id) AS locations FROM c JOIN l ON l.club_id = c.id
  GROUP BY c.id ORDER BY c.id`;

/**
 * Members with a profile the engine can score (gender, birth date, weight, resting HR) and a sensor id:
 * $1 their clubs, $2 their home locations, one member per element; emails `<prefix>.m<n>@bench.example`.
 */
export const insertMembersSql = (prefix: string, deviceBase: number) => `
  INSERT INTO users (email, password_hash, first_name, last_name, gender, birth_date, weight, resting_hr,
    device_id, device_id_num, club_id, location_id, member_role, member_roles, verified_at)
  SELECT '${prefix}.m' || g || '@bench.example', '!bench', ${memberNamesSql('g').first},
    ${memberNamesSql('g').last}, CASE WHEN g % 2 = 0 THEN 'female' ELSE 'male' END,
    date '1960-01-01' + (g * 7919 % 16000)::int, 52 + g % 45, 50 + g % 25,
    (${deviceBase} + g)::text, ${deviceBase} + g, m.club_id, m.location_id, 'member', '{member}', now()
  FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS m(club_id, location_id, g)
  ORDER BY g
  RETURNING id`;

/** Accounts that sign in (password demo1234): $1 emails, $2 roles, $3 clubs, $4 locations. */
export const INSERT_LOGINS = `
  INSERT INTO users (email, password_hash, first_name, last_name, gender, birth_date, weight, resting_hr,
    club_id, location_id, member_role, member_roles, verified_at)
  SELECT a.email, ${DEMO_HASH}, 'Bench', initcap(a.role), 'female', date '1985-06-15', 62, 58,
    a.club_id, a.location_id, a.role, ARRAY[a.role], now()
  FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS a(email, role, club_id, location_id)
  RETURNING id`;

const ZONES = DEFAULT_CLUB_ZONE_SETTINGS;
const SCORING = JSON.stringify({
  starts: ZONES.starts,
  points: ZONES.points,
  colors: ZONES.colors,
  sixtyMinuteCutoff: false,
  calorieInflate: 0,
});
/** Share of a workout's time in each zone (the rest is below the first zone): intensity r shifts it up. */
const SHARES = [
  '0.14 - 0.06 * r_int',
  '0.25 - 0.08 * r_int',
  '0.30',
  '0.17 + 0.10 * r_int',
  '0.08 + 0.04 * r_int',
];
/** Calories a second in each zone for an average member, scaled by the member's own factor. */
const KCAL_PER_SECOND = [0.09, 0.12, 0.15, 0.18, 0.21];
/** Class start times in the club's own time zone. */
const SLOTS = `ARRAY['06:00', '07:00', '08:30', '12:00', '17:30', '18:30', '19:30']::time[]`;
const zoneArray = (item: (zone: number) => string) =>
  `ARRAY[${SHARES.map((_, zone) => item(zone)).join(', ')}]::int[]`;

/**
 * Part `$4` of `$5` of every member's workouts, oldest part first so the table fills in time order as
 * ingestion fills it. $1 members, $2 their workout counts, $3 the days their workouts spread over
 * (ending on $6, the data set's last day). A member's part holds count x (part+1)/parts - count x
 * part/parts workouts, so the parts add up to the count exactly. Summaries follow the engine's rules
 * with the default zones: zone point seconds = seconds x the zone's points, points = their sum / 60
 * rounded half up once; 88 % come from a station at a location of the club, 12 % from the app.
 */
export const INSERT_WORKOUTS_PART = `
  WITH locs AS (SELECT club_id, array_agg(id ORDER BY id) AS ids FROM locations GROUP BY club_id),
  drawn AS (
    SELECT m.user_id, u.club_id, u.location_id, c.timezone, locs.ids AS club_locations,
      $6::date - m.span + 1 + floor(m.span * ($4::int + random()) / $5::int)::int AS day,
      random() AS r_slot, random() AS r_int, random() AS r_dur, random() AS r_src, random() AS r_loc,
      0.8 + (m.user_id % 41) / 100.0 AS body
    FROM unnest($1::int[], $2::int[], $3::int[]) AS m(user_id, n, span)
    JOIN users u ON u.id = m.user_id
    JOIN clubs c ON c.id = u.club_id
    JOIN locs ON locs.club_id = u.club_id
    CROSS JOIN LATERAL generate_series(1, m.n * ($4::int + 1) / $5::int - m.n * $4::int / $5::int) k
    OFFSET 0
  ), timed AS (
    SELECT d.*, r_src < 0.12 AS app, 1800 + 900 * floor(r_dur * 4)::int + floor(r_slot * 240)::int - 120 AS dur,
      least((d.day + (${SLOTS})[1 + floor(r_slot * 7)::int] + make_interval(mins => floor(r_loc * 10)::int))
        AT TIME ZONE d.timezone, now() - interval '2 hours') AS start_time
    FROM drawn d OFFSET 0
  ), zoned AS (
    SELECT t.*, ${zoneArray((zone) => `floor(dur * (${SHARES[zone]}))::int`)} AS zs FROM timed t OFFSET 0
  ), scored AS (
    SELECT z.*, ${zoneArray((zone) => `zs[${zone + 1}] * ${ZONES.points[zone] ?? 0}`)} AS zps,
      ${zoneArray((zone) => `round(zs[${zone + 1}] * ${KCAL_PER_SECOND[zone]} * body)::int`)} AS zc
    FROM zoned z OFFSET 0
  )
  INSERT INTO workouts (user_id, club_id, location_id, device_sn, data_source, start_time, duration_seconds,
    calories, pai, avg_hr, max_hr, points, zone_seconds, zone_point_seconds, zone_calories, max_hr_used, scoring)
  SELECT user_id, club_id,
    CASE WHEN app THEN NULL WHEN r_loc < 0.85 THEN location_id
      ELSE club_locations[1 + floor(r_loc * 100)::int % cardinality(club_locations)] END,
    CASE WHEN app THEN NULL ELSE 'ST-' || club_id || '-' || (1 + floor(r_int * 1000)::int % 12) END,
    CASE WHEN app THEN 'app' ELSE 'station' END,
    start_time, dur, zc[1] + zc[2] + zc[3] + zc[4] + zc[5],
    round(zs[3] / 300.0 + zs[4] / 120.0 + zs[5] / 60.0)::int,
    118 + round(30 * r_int)::int + user_id % 11, 143 + round(30 * r_int)::int + user_id % 11 + user_id % 7,
    (zps[1] + zps[2] + zps[3] + zps[4] + zps[5] + 30) / 60, zs, zps, zc, 175 + user_id % 25,
    '${SCORING}'::jsonb
  FROM scored
  ORDER BY start_time`;

/**
 * A running individual challenge of club $1 at location $3 for the members $4, counting zones 3-5 and
 * station workouts only: from 27 days before the data set's last day $2 to 30 days after it.
 */
export const INSERT_CHALLENGE = `
  WITH ch AS (
    INSERT INTO challenges (club_id, name, type, scope, allow_mobile, zones, starts_at, ends_at, criterion, share_id)
    SELECT c.id, 'Bench challenge', 'individual', 'locations', false, '{2,3,4}',
      ($2::date - 27)::timestamp AT TIME ZONE c.timezone, ($2::date + 31)::timestamp AT TIME ZONE c.timezone,
      'points', replace(gen_random_uuid()::text, '-', '')
    FROM clubs c WHERE c.id = $1
    RETURNING id, starts_at
  ), loc AS (
    INSERT INTO challenge_locations (challenge_id, location_id) SELECT ch.id, $3 FROM ch
  ), people AS (
    INSERT INTO challenge_participants (challenge_id, user_id, joined_at)
    SELECT ch.id, p.user_id, ch.starts_at FROM ch CROSS JOIN unnest($4::int[]) AS p(user_id)
  )
  SELECT id FROM ch`;

/** The marker of a complete data set: written last, so a half-made one is made again. */
export const MARKER_TABLE = `
  CREATE TABLE IF NOT EXISTS bench_data_set (name text PRIMARY KEY, info jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now())`;
