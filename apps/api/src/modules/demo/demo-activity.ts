import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { classes } from '../classes/classes.table.ts';
import { users } from '../users/users.table.ts';
import { workouts } from '../workouts/workouts.table.ts';

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

/**
 * Members, classes and workouts over the last 45 days for the demo clubs, so the dashboard has
 * something to show. Added once: nothing happens when workouts already exist.
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
    const memberRows = await tx
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
          // Demo members are the club's own, as if staff had added them.
          verifiedAt: new Date(),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    const members = await tx.execute(
      sql`SELECT id FROM users WHERE club_id = ${club.id} AND member_role = 'member'`,
    );
    const memberIds = (members as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    if (memberRows.length === 0 && memberIds.length === 0) continue;

    for (let day = 44; day >= 0; day--) {
      for (const hour of [7, 18]) {
        const startsAt = new Date(now.getTime() - day * 86_400_000);
        startsAt.setUTCHours(hour + (club.id === 1 ? 5 : -1), 0, 0, 0);
        if (startsAt > now) continue;
        const [cls] = await tx
          .insert(classes)
          .values({
            clubId: club.id,
            locationId: club.locationId,
            name: pick(CLASS_NAMES),
            startsAt,
            endsAt: new Date(startsAt.getTime() + 45 * 60_000),
          })
          .returning({ id: classes.id });
        const attendees = memberIds.filter(() => rnd() < 0.35);
        if (!cls || attendees.length === 0) continue;
        await tx.insert(workouts).values(
          attendees.map((userId) => {
            const avgHr = 118 + Math.floor(rnd() * 40);
            const zones = [4, 8, 14, 13, 6].map((m) => Math.round(m * 60 * (0.6 + rnd() * 0.8)));
            return {
              userId,
              clubId: club.id,
              locationId: club.locationId,
              classId: cls.id,
              dataSource: 'station',
              startTime: startsAt,
              durationSeconds: zones.reduce((a, b) => a + b, 0),
              calories: 320 + Math.floor(rnd() * 380),
              pai: 5 + Math.floor(rnd() * 20),
              avgHr,
              maxHr: avgHr + 25 + Math.floor(rnd() * 15),
              points: Math.round(((zones[2] ?? 0) + 2 * (zones[3] ?? 0) + 3 * (zones[4] ?? 0)) / 60),
              zoneSeconds: zones,
            };
          }),
        );
      }
    }
  }
}
