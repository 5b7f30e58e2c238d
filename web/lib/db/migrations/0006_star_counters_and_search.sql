DROP INDEX "courses_name_trgm";--> statement-breakpoint
DROP INDEX "courses_title_trgm";--> statement-breakpoint
DROP INDEX "courses_heading_trgm";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_1" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_2" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_3" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_4" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "ratings_5" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("courses"."course_name" || chr(10) || "courses"."course_title" || chr(10) || "courses"."course_heading")) STORED NOT NULL;--> statement-breakpoint
-- Every course's counters from its reviews (issue 11): the star counts are new, and the count and sum are recounted
-- with them so the check below holds for every existing row.
UPDATE "courses" SET "ratings_count" = coalesce(r.n, 0), "ratings_total" = coalesce(r.total, 0),
  "ratings_1" = coalesce(r.s1, 0), "ratings_2" = coalesce(r.s2, 0), "ratings_3" = coalesce(r.s3, 0),
  "ratings_4" = coalesce(r.s4, 0), "ratings_5" = coalesce(r.s5, 0)
FROM "courses" c LEFT JOIN (
  SELECT "course_id", count(*) AS n, sum("ratings") AS total,
    count(*) FILTER (WHERE "ratings" = 1) AS s1, count(*) FILTER (WHERE "ratings" = 2) AS s2,
    count(*) FILTER (WHERE "ratings" = 3) AS s3, count(*) FILTER (WHERE "ratings" = 4) AS s4,
    count(*) FILTER (WHERE "ratings" = 5) AS s5
  FROM "reviews" GROUP BY "course_id"
) r ON r."course_id" = c."id"
WHERE "courses"."id" = c."id";--> statement-breakpoint
-- Built after the recount, which rewrites every row.
CREATE INDEX "courses_search_trgm" ON "courses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_ratings_agree" CHECK ("courses"."ratings_count" = "courses"."ratings_1" + "courses"."ratings_2" + "courses"."ratings_3" + "courses"."ratings_4" + "courses"."ratings_5"
    AND "courses"."ratings_total" = "courses"."ratings_1" + 2 * "courses"."ratings_2" + 3 * "courses"."ratings_3" + 4 * "courses"."ratings_4" + 5 * "courses"."ratings_5");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_ratings_stars" CHECK ("reviews"."ratings" BETWEEN 1 AND 5);