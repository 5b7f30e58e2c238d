-- Issue 31: the filters read a course's batches, timings, prices and trainers' languages from the same in-memory
-- index as search, so a change to any of them bumps search_index_version too (and a course's move to another category).
DROP TRIGGER "courses_search_words_changed" ON "courses";--> statement-breakpoint
CREATE TRIGGER "courses_search_words_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "course_name", "course_title", "course_heading", "archived_at", "category_id" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "batches_offers_changed"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "batches"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "batch_timings_offers_changed"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "batch_timings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "price_options_offers_changed"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "price_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "trainer_courses_offers_changed"
  AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "trainer_courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "trainers_languages_changed"
  AFTER UPDATE OF "language" ON "trainers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();
