// Every table of the one PostgreSQL schema; drizzle-kit generates the migrations from this file.
export * from '../modules/accounts/accounts.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/classes/classes.table.ts';
export * from '../modules/clubs/clubs.table.ts';
export * from '../modules/faq/faq.table.ts';
export * from '../modules/files/files.table.ts';
export * from '../modules/integrations/integrations.table.ts';
export * from '../modules/loaner-pods/loaner-pods.table.ts';
export * from '../modules/locations/locations.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/member-history/member-history.table.ts';
export * from '../modules/members/members.table.ts';
export * from '../modules/studios/studios.table.ts';
export * from '../modules/trainers/trainers.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/workouts/workouts.table.ts';
