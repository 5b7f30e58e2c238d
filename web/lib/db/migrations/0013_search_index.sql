CREATE TABLE "search_index_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_index_version_single_row" CHECK ("search_index_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "search_index_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_search_index_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_index_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "courses_search_words_changed"
  AFTER INSERT OR DELETE OR UPDATE OF "course_name", "course_title", "course_heading", "archived_at" ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();--> statement-breakpoint
CREATE TRIGGER "courses_truncated"
  AFTER TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_index_version"();
