ALTER TABLE "leads" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id") WHERE "reviews"."user_id" IS NOT NULL;