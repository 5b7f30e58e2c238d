ALTER TABLE "reviews" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_waiting_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" IN ('held', 'digesting');--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_learner" ON "reviews" USING btree ("course_id","user_id") WHERE "reviews"."user_id" IS NOT NULL;