// Every table of the one PostgreSQL schema; drizzle-kit generates the migrations from this file.
export * from '../modules/auth/auth.table.ts';
export * from '../modules/clubs/clubs.table.ts';
export * from '../modules/mail/mail.table.ts';
export * from '../modules/users/users.table.ts';
