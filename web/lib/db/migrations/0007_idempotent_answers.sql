CREATE TABLE "idempotent_answers" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_answers_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_idx" ON "idempotent_answers" USING btree ("created_at");