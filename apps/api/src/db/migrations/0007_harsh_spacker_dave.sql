ALTER TABLE "workout_daily" ALTER COLUMN "pai" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "workouts" ALTER COLUMN "pai" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "workout_daily" ADD COLUMN "avg_hr_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workout_daily" ADD COLUMN "avg_hr_workouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: the average-HR sums of the roll-ups stored before them.
UPDATE "workout_daily" d SET "avg_hr_sum" = x.s, "avg_hr_workouts" = x.n
FROM (
  SELECT w."club_id", w."user_id", coalesce(w."location_id", 0) AS lk, w."data_source" AS src,
    (w."start_time" AT TIME ZONE c."timezone")::date AS day, sum(w."avg_hr")::int AS s, count(*)::int AS n
  FROM "workouts" w JOIN "clubs" c ON c."id" = w."club_id"
  WHERE w."avg_hr" > 0
  GROUP BY 1, 2, 3, 4, 5
) x
WHERE d."club_id" = x."club_id" AND d."user_id" = x."user_id" AND d."location_key" = x.lk
  AND d."source" = x.src AND d."day" = x.day;
