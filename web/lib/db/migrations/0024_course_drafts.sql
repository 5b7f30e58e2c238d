ALTER TABLE "courses" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "courses" SET "published_at" = now();
--> statement-breakpoint
-- A course published (or moved to another category) leaves or joins what search and the filters read.
DROP TRIGGER "courses_search_words_changed" ON "courses";--> statement-breakpoint
CREATE TRIGGER "courses_search_words_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "course_name", "course_title", "course_heading", "course_title_hi", "course_heading_hi", "archived_at", "published_at", "category_id" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();
