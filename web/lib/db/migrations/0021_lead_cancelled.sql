ALTER TABLE "leads" DROP CONSTRAINT "leads_status";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_code" CHECK ("leads"."lost_code" IN ('not_interested', 'unreachable', 'price', 'timing', 'chose_elsewhere', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost', 'cancelled'));--> statement-breakpoint
-- A learner's cancel was stored as lost with this reason (issue 30): it is its own status now. The audit rows that
-- recorded it stay as they were written (history is never rewritten).
UPDATE "leads" SET "status" = 'cancelled', "lost_reason" = NULL WHERE "status" = 'lost' AND "lost_reason" = 'Cancelled by the learner';--> statement-breakpoint
-- The lost reasons members wrote before the codes keep their words as the note, under 'other'.
UPDATE "leads" SET "lost_code" = 'other' WHERE "status" = 'lost';
