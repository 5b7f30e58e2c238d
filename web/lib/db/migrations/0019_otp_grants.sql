-- Issue 50: a verified code is a single-use grant for one action. Verifications made before this have no grant and
-- can no longer be spent: their learners verify again.
DROP INDEX "otp_codes_email_idx";--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "grant_hash" text;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "bound_to" text;--> statement-breakpoint
CREATE INDEX "otp_codes_email_purpose_idx" ON "otp_codes" USING btree ("email","purpose","id");