ALTER TABLE "courses" ADD COLUMN "ratings_total" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing courses: the best figure there is for their past stars is the shown average times the count.
UPDATE "courses" SET "ratings_total" = "course_rating" * "ratings_count";
