import type { TRole } from '@pulseboard/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { clubs } from '../clubs/clubs.table.ts';
import { faqs } from '../faq/faq.table.ts';
import { locations } from '../locations/locations.table.ts';
import { users } from '../users/users.table.ts';
import { seedDemoActivity } from './demo-activity.ts';
import { seedDemoChallenges } from './demo-challenges.ts';
import { seedDemoLiveClass } from './demo-live-class.ts';

export const DEMO_PASSWORD = 'demo1234';

// Club 15 is one of the two clubs with their own wording (SPEC.md section 6).
const DEMO_CLUBS = [
  {
    id: 1,
    name: 'Pulse Downtown',
    code: 'DOWNTOWN',
    subdomain: 'downtown',
    themeColor: '#3462b1',
    timezone: 'America/New_York',
    wording: 'standard' as const,
  },
  {
    id: 15,
    name: 'Sweat Lab',
    code: 'SWEATLAB',
    subdomain: 'sweatlab',
    themeColor: '#d4380d',
    timezone: 'Europe/Madrid',
    wording: 'alternative' as const,
  },
];
const DEMO_LOCATIONS = [
  {
    id: 1,
    clubId: 1,
    branchName: 'Downtown',
    branchLocation: '12 Main Street, Springfield',
    branchZip: '10001',
  },
  {
    id: 2,
    clubId: 1,
    branchName: 'Riverside',
    branchLocation: '4 River Road, Springfield',
    branchZip: '10002',
  },
  {
    id: 3,
    clubId: 15,
    branchName: 'Sweat Lab Central',
    branchLocation: 'Calle Mayor 8, Madrid',
    branchZip: '28013',
  },
];

export interface TDemoLogin {
  email: string;
  role: TRole;
  clubId: number | null;
  firstName: string;
  lastName: string;
  roles?: TRole[];
  locationId?: number;
}

export const DEMO_LOGINS: readonly TDemoLogin[] = [
  { email: 'admin@example.com', role: 'accuro', clubId: null, firstName: 'Ada', lastName: 'Admin' },
  { email: 'club.admin@example.com', role: 'club', clubId: 1, firstName: 'Carla', lastName: 'Club' },
  {
    email: 'location.admin@example.com',
    role: 'locationAdmin',
    clubId: 1,
    firstName: 'Luis',
    lastName: 'Location',
    locationId: 1,
  },
  {
    email: 'coach@example.com',
    role: 'coach',
    clubId: 1,
    firstName: 'Cole',
    lastName: 'Coach',
    roles: ['coach', 'member'],
  },
  {
    email: 'trainer.leader@example.com',
    role: 'trainerLeader',
    clubId: 1,
    firstName: 'Tara',
    lastName: 'Leader',
  },
  {
    email: 'member@example.com',
    role: 'member',
    clubId: 1,
    firstName: 'Mia',
    lastName: 'Member',
    locationId: 1,
  },
  { email: 'club2.admin@example.com', role: 'club', clubId: 15, firstName: 'Sergio', lastName: 'Sweat' },
];

const DEMO_FAQS = [
  {
    title: 'My heart-rate pod does not show on the screen',
    link: null,
    content:
      'Wet the strap, wear it snugly below the chest, and check that the pod is assigned to you at the front desk.',
  },
  {
    title: 'How are points counted?',
    link: null,
    content:
      'You earn points for every minute in the upper heart-rate zones; the club sets the points per zone.',
  },
  {
    title: 'Pairing a pod with the member app',
    link: 'https://example.com/help/pairing',
    content: 'Open the app, go to Devices and hold the pod close to the phone until it vibrates.',
  },
];

/** Creates the demo clubs, locations and logins; running it again changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(clubs).values(DEMO_CLUBS).onConflictDoNothing();
    await tx.insert(locations).values(DEMO_LOCATIONS).onConflictDoNothing();
    // Explicit ids above leave the identity sequences behind; move them past the seeded rows.
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('clubs', 'id'), (SELECT max(id) FROM clubs))`);
    await tx.execute(
      sql`SELECT setval(pg_get_serial_sequence('locations', 'id'), (SELECT max(id) FROM locations))`,
    );
    await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((u, i) => ({
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          clubId: u.clubId,
          locationId: u.locationId ?? null,
          memberRole: u.role,
          memberRoles: u.roles ?? [u.role],
          verifiedAt: new Date(),
          // With the club for a while (over a year): their history predates any demo workout.
          createdAt: new Date(Date.now() - (400 + i * 3) * 86_400_000),
        })),
      )
      .onConflictDoNothing({ target: users.email });
    await tx
      .insert(faqs)
      .values(DEMO_FAQS.map((f, i) => ({ id: i + 1, ...f, position: i + 1 })))
      .onConflictDoNothing();
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('faqs', 'id'), (SELECT max(id) FROM faqs))`);
    await seedDemoActivity(tx, {
      passwordHash,
      clubs: [
        { id: 1, locationId: 1, members: 24 },
        { id: 15, locationId: 3, members: 10 },
      ],
    });
    const [club] = await tx.select({ timezone: clubs.timezone }).from(clubs).where(eq(clubs.id, 1));
    if (club) {
      await seedDemoChallenges(tx, {
        id: 1,
        timezone: club.timezone,
        memberEmail: 'member01.club1@example.com',
      });
      await seedDemoLiveClass(tx, { id: 1, timezone: club.timezone });
    }
  });
}

export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}

export function demoLoginsText(): string {
  const width = Math.max(...DEMO_LOGINS.map((u) => u.email.length));
  const lines = DEMO_LOGINS.map(
    (u) => `  ${u.email.padEnd(width)}  ${u.role}${u.clubId ? ` (club ${u.clubId})` : ''}`,
  );
  return `Demo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}`;
}
