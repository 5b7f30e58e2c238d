ALTER TABLE "lead_rules" DROP CONSTRAINT "lead_rules_assignment";--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_rules" ADD CONSTRAINT "lead_rules_assignment" CHECK ("lead_rules"."assignment" IN ('none', 'round_robin', 'by_category'));