ALTER TABLE "categories" ADD COLUMN "name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "course_heading_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "text_what_to_learn_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_title_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "meta_description_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "trainer_name_hi" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Search also reads a course's Hindi title and heading: changing them makes the kept search index stale too.
DROP TRIGGER "courses_search_words_changed" ON "courses";--> statement-breakpoint
CREATE TRIGGER "courses_search_words_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "course_name", "course_title", "course_heading", "course_title_hi", "course_heading_hi", "archived_at" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();
