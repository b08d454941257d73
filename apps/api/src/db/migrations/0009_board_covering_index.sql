-- Written by hand (drizzle's schema cannot state INCLUDE): the club boards sum a club's roll-ups over a
-- period by member; with these columns in the index the month board is an index-only scan (bench/:
-- p95 40 -> 19 ms in SQL over 5,000,000 workouts).
CREATE INDEX IF NOT EXISTS "workout_daily_club_day_cover_idx" ON "workout_daily" USING btree ("club_id", "day") INCLUDE ("user_id", "location_key", "workouts", "seconds", "calories", "points");
