CREATE TABLE "searched_texts" (
	"text" text PRIMARY KEY NOT NULL,
	"searches" integer NOT NULL,
	"first_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "searched_texts_searches_positive" CHECK ("searched_texts"."searches" > 0)
);
--> statement-breakpoint
CREATE INDEX "searched_texts_searches_idx" ON "searched_texts" USING btree ("searches");--> statement-breakpoint
CREATE INDEX "searched_texts_last_searched_at_idx" ON "searched_texts" USING btree ("last_searched_at");