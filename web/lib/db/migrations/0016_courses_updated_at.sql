ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A course nobody changed since it was added was last changed when it was added.
UPDATE "courses" SET "updated_at" = "created_at";
