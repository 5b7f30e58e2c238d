-- The embedded database seeds its demo catalogue on its first start only; this row records that it did (issue 12,
-- item 10). A database that already holds a catalogue was seeded by an earlier start, so it gets the row now.
CREATE TABLE "catalogue_seed" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_seed_single_row" CHECK ("catalogue_seed"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalogue_seed" ("id") SELECT 1 WHERE EXISTS (SELECT 1 FROM "categories");--> statement-breakpoint
-- A rating is a review: a course's ratings_count and ratings_total become the count and star sum of its reviews,
-- and its average is computed from them when answering instead of being stored rounded (issue 12, item 3).
-- Earlier figures also counted star-only ratings that left no row behind, so the summary (from the reviews) and
-- the course's rating disagreed; recounting from the reviews makes them agree.
UPDATE "courses" SET "ratings_count" = coalesce(r.n, 0), "ratings_total" = coalesce(r.total, 0)
FROM "courses" c LEFT JOIN (SELECT "course_id", count(*) AS n, sum("ratings") AS total FROM "reviews" GROUP BY "course_id") r
  ON r."course_id" = c."id"
WHERE "courses"."id" = c."id";--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "ratings_total" SET DATA TYPE integer;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "course_rating";
