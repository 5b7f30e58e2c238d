CREATE TABLE "lead_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"response_hours" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_rules_one" CHECK ("lead_rules"."id" = 1),
	CONSTRAINT "lead_rules_hours" CHECK ("lead_rules"."response_hours" between 1 and 72)
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "due_at" timestamp with time zone GENERATED ALWAYS AS (case when status in ('new', 'contacted', 'demo_scheduled', 'demo_done') then coalesce(follow_up_at, case when status = 'new' then respond_by end) end) STORED;--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("due_at","id") WHERE "leads"."due_at" is not null;--> statement-breakpoint
CREATE INDEX "leads_owner_due_idx" ON "leads" USING btree ("owner_id","due_at","id") WHERE "leads"."due_at" is not null;--> statement-breakpoint
INSERT INTO "lead_rules" ("id", "response_hours") VALUES (1, 2) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- New leads from before the rule get its default, counted in clock hours (their working hours are not worth recounting).
UPDATE "leads" SET "respond_by" = "received_at" + interval '2 hours' WHERE "status" = 'new';
