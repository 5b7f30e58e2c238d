CREATE TABLE "lead_digest_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_rules" ADD COLUMN "assignment" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_rules" ADD COLUMN "last_assigned_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_touch" jsonb;--> statement-breakpoint
ALTER TABLE "lead_rules" ADD CONSTRAINT "lead_rules_last_assigned_id_staff_members_id_fk" FOREIGN KEY ("last_assigned_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_rules" ADD CONSTRAINT "lead_rules_assignment" CHECK ("lead_rules"."assignment" IN ('none', 'round_robin'));