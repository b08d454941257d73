-- Written by hand: btree_gin lets the trigram index lead with the club (pg_trgm came with 0004).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "users_club_role_name_idx";--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_club_role_name_idx" ON "users" USING btree ("club_id","member_role","first_name","last_name","id") WHERE erased_at IS NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("club_id",(lower(email || ' ' || first_name || ' ' || last_name || ' ' || coalesce(nick_name, ''))) gin_trgm_ops);