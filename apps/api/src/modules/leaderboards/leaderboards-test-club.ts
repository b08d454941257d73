// Test data of the leaderboard tests: a club of its own in a time zone far from UTC, with roll-up rows
// written directly, so every expected board below is worked out by hand from this table alone.
import type { Db } from '../../db/client.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { workoutDaily } from '../workouts/workouts.table.ts';

/** Auckland is UTC+13 in November (daylight time): a club day starts at 11:00 UTC the day before. */
export const BOARD_TZ = 'Pacific/Auckland';
export const NOV = { period: 'custom', from: '2025-11-01', to: '2025-11-30' } as const;

type TDay = {
  loc: 'l1' | 'l2';
  day: string;
  workouts: number;
  seconds: number;
  points: number;
  calories: number;
};
type TMember = {
  first: string;
  last: string;
  nick?: string;
  avatar?: string;
  erased?: boolean;
  days: TDay[];
};

const d = (
  loc: TDay['loc'],
  day: string,
  workouts: number,
  seconds: number,
  points: number,
  calories: number,
) => ({
  loc,
  day,
  workouts,
  seconds,
  points,
  calories,
});

// Totals in November, per measure (minutes = round half up of seconds / 60):
//        points  workouts  minutes          calories
// ana      50       2      (3630+30)/60=61     550     l1: 30 points, l2: 20 points
// ben      50       2      60                  500     l1 only; also 31 Oct and 1 Dec, outside November
// cleo     40       1      (3570+30)/60=60     550     l2 only
// dan      10       3      20                  100     l1 only
// fay       0       1      (20+30)/60=0          0     l1 only: on the workouts board alone
// eve     999       9      ...                9999     erased: on no board
// gus: a formula-like name, only in September (the export's neutralising test).
export const BOARD_MEMBERS = {
  ana: {
    first: 'Ana',
    last: 'Ruiz',
    nick: 'Anita',
    avatar: '/files/00000000-0000-4000-8000-000000000001',
    days: [d('l1', '2025-11-01', 1, 1800, 30, 300), d('l2', '2025-11-15', 1, 1830, 20, 250)],
  },
  ben: {
    first: 'Ben',
    last: 'Stone',
    days: [
      d('l1', '2025-11-10', 2, 3600, 50, 500),
      d('l1', '2025-10-31', 5, 9000, 100, 900),
      d('l1', '2025-12-01', 1, 600, 10, 100),
    ],
  },
  cleo: { first: 'Cleo', last: 'Park', days: [d('l2', '2025-11-30', 1, 3570, 40, 550)] },
  dan: { first: 'Dan', last: 'Ode', days: [d('l1', '2025-11-20', 3, 1200, 10, 100)] },
  fay: { first: 'Fay', last: 'Null', days: [d('l1', '2025-11-06', 1, 20, 0, 0)] },
  eve: { first: 'Eve', last: 'Zed', erased: true, days: [d('l1', '2025-11-05', 9, 99999, 999, 9999)] },
  gus: { first: '=SUM(1+1)', last: 'Gus', days: [d('l1', '2025-09-10', 1, 600, 5, 50)] },
} satisfies Record<string, TMember>;

export type TBoardClub = {
  clubId: number;
  l1: number;
  l2: number;
  ids: Record<keyof typeof BOARD_MEMBERS, number>;
  emails: Record<keyof typeof BOARD_MEMBERS, string>;
};

/** Creates the club, its two locations, its members and their roll-ups. */
export async function createBoardClub(db: Db, code: string): Promise<TBoardClub> {
  const [club] = await db
    .insert(clubs)
    .values({ name: `Board ${code}`, code, timezone: BOARD_TZ })
    .returning({ id: clubs.id });
  if (!club) throw new Error('no club');
  const loc = async (branchName: string) => {
    const [row] = await db
      .insert(locations)
      .values({ clubId: club.id, branchName, branchLocation: 'Queen Street', branchZip: '1010' })
      .returning({ id: locations.id });
    return row?.id ?? 0;
  };
  const result: TBoardClub = {
    clubId: club.id,
    l1: await loc('Albany'),
    l2: await loc('Britomart'),
    ids: {} as never,
    emails: {} as never,
  };
  for (const [key, m] of Object.entries(BOARD_MEMBERS) as [keyof typeof BOARD_MEMBERS, TMember][]) {
    const email = `${key}.${code.toLowerCase()}@example.com`;
    const [user] = await db
      .insert(users)
      .values({
        email,
        passwordHash: '!test',
        firstName: m.first,
        lastName: m.last,
        nickName: m.nick ?? null,
        avatar: m.avatar ?? null,
        clubId: club.id,
        erasedAt: m.erased ? new Date() : null,
        maxHr: 190,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    result.ids[key] = user.id;
    result.emails[key] = email;
    await db.insert(workoutDaily).values(
      m.days.map((day) => ({
        clubId: club.id,
        userId: user.id,
        locationKey: result[day.loc],
        day: day.day,
        workouts: day.workouts,
        seconds: day.seconds,
        points: day.points,
        calories: day.calories,
      })),
    );
  }
  return result;
}
