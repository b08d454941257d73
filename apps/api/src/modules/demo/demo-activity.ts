import { ageOn } from '@pulseboard/core/heart-rate';
import { cleanSamples } from '@pulseboard/core/hr-samples';
import { DEFAULT_CLUB_ZONE_SETTINGS, type TZoneSettings } from '@pulseboard/core/hr-zones';
import { effectiveMaxHr } from '@pulseboard/core/max-hr';
import { summariseWorkout } from '@pulseboard/core/workout-summary';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { classes } from '../classes/classes.table.ts';
import { insertMetric } from '../member-history/member-history.repository.ts';
import { users } from '../users/users.table.ts';
import { recordPointsOfAllWorkouts, rollUpAllWorkouts } from '../workouts/workouts.repository.ts';
import { workouts } from '../workouts/workouts.table.ts';
import { demoClassFields, demoClassStaffing, seatDemoClass } from './demo-class-roster.ts';

const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Iris',
  'Jon',
  'Kira',
  'Leo',
];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones'];
const CLASS_NAMES = ['HIIT 45', 'Spin Burn', 'Strength & Cardio', 'Core Express'];

/** A small deterministic generator, so every demo database looks the same. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Days of demo classes before today. */
const DAYS = 28;
/** Share of a club's members in each class. */
const ATTENDANCE = 0.3;
const CLASS_MINUTES = 45;

type TRandom = () => number;

/**
 * One class at 1 Hz for a member of this max HR: an 8-minute warm-up, intervals of 3 minutes hard and 2
 * easy, a 7-minute cool-down. The heart follows each target with a lag of about 20 s, with a little
 * noise, and now and then the strap loses contact for a few seconds (missing samples).
 */
export function classCurve(rnd: TRandom, maxHr: number, restingHr: number, minutes = CLASS_MINUTES) {
  const effort = 0.95 + rnd() * 0.1;
  const hard = Math.min(0.97, (0.84 + rnd() * 0.08) * effort);
  const easy = 0.68 + rnd() * 0.06;
  const length = minutes * 60;
  const hr: (number | null)[] = new Array(length);
  let current = restingHr + 25;
  let dropout = 0;
  for (let second = 0; second < length; second++) {
    const minute = second / 60;
    let target: number;
    if (minute < 8) target = 0.5 + (0.2 * minute) / 8;
    else if (minute >= minutes - 7) target = 0.55;
    else target = (minute - 8) % 5 < 3 ? hard : easy;
    current += (target * maxHr - current) / 20;
    if (dropout > 0) {
      dropout--;
      hr[second] = null;
    } else if (rnd() < 0.002) {
      dropout = 2 + Math.floor(rnd() * 8);
      hr[second] = null;
    } else hr[second] = Math.max(40, Math.min(220, Math.round(current + (rnd() - 0.5) * 4)));
  }
  return hr;
}

/** A deterministic birth date (ages 21 to 58 on `now`), for members the seed gives a profile. */
function birthDateFor(rnd: TRandom, now: Date) {
  const year = now.getUTCFullYear() - 21 - Math.floor(rnd() * 38);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Members, classes and workouts over the last four weeks for the demo clubs, so every screen shows
 * something true: each workout is a plausible class curve (classCurve) cleaned and scored by the same
 * engine as ingestion, stored with its samples, then rolled up per member and day and written to the
 * points ledger in bulk (rollUpAllWorkouts, recordPointsOfAllWorkouts: what ingestion writes item by
 * item), as recorded by the club's coach's station. Members without a max HR or a birth date get a birth date, a weight and a resting HR first.
 * Added once: nothing happens when workouts already exist.
 */
export async function seedDemoActivity(
  tx: Tx,
  opts: { passwordHash: string; clubs: { id: number; locationId: number; members: number }[]; now?: Date },
) {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(workouts);
  if ((existing?.n ?? 0) > 0) return;
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T;
  const now = opts.now ?? new Date();
  for (const club of opts.clubs) {
    await tx
      .insert(users)
      .values(
        Array.from({ length: club.members }, (_, i) => ({
          email: `member${String(i + 1).padStart(2, '0')}.club${club.id}@example.com`,
          passwordHash: opts.passwordHash,
          firstName: pick(FIRST),
          lastName: pick(LAST),
          gender: rnd() < 0.5 ? ('female' as const) : ('male' as const),
          clubId: club.id,
          locationId: club.locationId,
          memberRole: 'member' as const,
          memberRoles: ['member' as const],
          // Demo members are the club's own, as if staff had added them, weeks to months before their
          // four weeks of workouts (spread by position, so the seeded names and workouts stay the same).
          verifiedAt: new Date(),
          createdAt: new Date(now.getTime() - (DAYS + 14 + ((i * 37) % 330)) * 86_400_000),
        })),
      )
      .onConflictDoNothing({ target: users.email });
    const result = await tx.execute(
      sql`SELECT u.id, u.max_hr, u.birth_date::text AS birth_date, u.gender, u.weight, u.resting_hr,
                 c.zone_settings
          FROM users u JOIN clubs c ON c.id = u.club_id
          WHERE u.club_id = ${club.id} AND u.member_role = 'member' AND u.erased_at IS NULL ORDER BY u.id`,
    );
    const rows = (
      result as unknown as {
        rows: {
          id: number;
          max_hr: number | null;
          birth_date: string | null;
          gender: 'male' | 'female' | null;
          weight: number | null;
          resting_hr: number | null;
          zone_settings: TZoneSettings | null;
        }[];
      }
    ).rows;
    if (rows.length === 0) continue;
    const zones = rows[0]?.zone_settings ?? DEFAULT_CLUB_ZONE_SETTINGS;
    // The classes' station: the club's coach account (else another staff account), as if the coach's
    // station had recorded them, so My Sessions shows the demo classes.
    const stationResult = await tx.execute(
      sql`SELECT id FROM users WHERE club_id = ${club.id} AND member_role IN ('coach', 'trainerLeader', 'locationAdmin', 'club')
          ORDER BY member_role = 'coach' DESC, id LIMIT 1`,
    );
    const stationId = (stationResult as unknown as { rows: { id: number }[] }).rows[0]?.id ?? null;
    const members = [];
    for (const row of rows) {
      if (row.max_hr === null && row.birth_date === null) {
        row.birth_date = birthDateFor(rnd, now);
        row.weight ??= 55 + Math.round(rnd() * 40);
        row.resting_hr ??= 52 + Math.floor(rnd() * 20);
        await tx.execute(
          sql`UPDATE users SET birth_date = ${row.birth_date}, weight = ${row.weight}, resting_hr = ${row.resting_hr}
              WHERE id = ${row.id}`,
        );
        // The weight is the member's reading from before the demo's workouts, so the Weight card and
        // the profile agree (a weight typed on a form is a reading too: recordTypedMeasures).
        await insertMetric(tx, {
          userId: row.id,
          name: 'bodyWeight',
          value: row.weight,
          measuredAt: new Date(now.getTime() - 2 * DAYS * 86_400_000),
          recordedBy: row.id,
        });
      }
      members.push(row);
    }
    const staffing = await demoClassStaffing(tx, club.id);

    for (let day = DAYS - 1; day >= 0; day--) {
      for (const hour of [7, 18]) {
        const startsAt = new Date(now.getTime() - day * 86_400_000);
        startsAt.setUTCHours(hour + (club.id === 1 ? 5 : -1), 0, 0, 0);
        if (startsAt.getTime() + CLASS_MINUTES * 60_000 > now.getTime()) continue;
        const endsAt = new Date(startsAt.getTime() + CLASS_MINUTES * 60_000);
        const [cls] = await tx
          .insert(classes)
          .values({
            clubId: club.id,
            locationId: club.locationId,
            name: pick(CLASS_NAMES),
            startsAt,
            endsAt,
            ...demoClassFields(staffing, startsAt, endsAt),
          })
          .returning({ id: classes.id });
        const attendees = members.filter(() => rnd() < ATTENDANCE);
        if (!cls || attendees.length === 0) continue;
        // One or two who booked and stayed away, so the summaries and My Sessions show absences.
        const others = members.filter((m) => !attendees.includes(m));
        const first = others.length > 0 ? cls.id % others.length : 0;
        const absent = others.slice(first, first + 1 + (cls.id % 2));
        await seatDemoClass(
          tx,
          cls.id,
          attendees.map((m) => m.id),
          absent.map((m) => m.id),
        );
        const values = [];
        for (const member of attendees) {
          const maxHr = effectiveMaxHr({ maxHr: member.max_hr, birthDate: member.birth_date }, startsAt);
          if (maxHr === null) continue;
          const cleaned = cleanSamples(classCurve(rnd, maxHr, member.resting_hr ?? 60));
          if (!cleaned.ok) continue;
          const { newMaxHr: _raised, ...summary } = summariseWorkout({
            samples: cleaned.samples,
            maxHr,
            restingHr: member.resting_hr,
            zones,
            body: {
              sex: member.gender,
              weightKg: member.weight,
              ageYears: member.birth_date ? ageOn(member.birth_date, startsAt) : null,
            },
          });
          values.push({
            userId: member.id,
            clubId: club.id,
            locationId: club.locationId,
            classId: cls.id,
            dataSource: 'station',
            accountId: stationId,
            deviceSn: `DEMO-${member.id}`,
            startTime: startsAt,
            ...summary,
            // As hex text: PGlite turns a byte array parameter into text byte by byte, far slower.
            samples: sql<Uint8Array>`decode(${Buffer.from(cleaned.samples).toString('hex')}, 'hex')`,
            sampleInterval: 1,
            maxHrUsed: maxHr,
            scoring: {
              starts: [...zones.starts],
              points: [...zones.points],
              colors: [...(DEFAULT_CLUB_ZONE_SETTINGS.colors ?? [])],
              sixtyMinuteCutoff: false,
              calorieInflate: 0,
            },
          });
        }
        if (values.length > 0) await tx.insert(workouts).values(values);
      }
    }
  }
  await rollUpAllWorkouts(tx);
  await recordPointsOfAllWorkouts(tx);
}
