CREATE TABLE "demo_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"demo_request_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"uid" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"batch_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"open_until" timestamp with time zone NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_bookings_status" CHECK ("demo_bookings"."status" IN ('open', 'booked', 'cancelled', 'attended', 'no_show')),
	CONSTRAINT "demo_bookings_time" CHECK (("demo_bookings"."starts_at" IS NULL) = ("demo_bookings"."ends_at" IS NULL) AND ("demo_bookings"."ends_at" IS NULL OR "demo_bookings"."ends_at" > "demo_bookings"."starts_at"))
);
--> statement-breakpoint
CREATE TABLE "trainer_days_off" (
	"trainer_id" integer NOT NULL,
	"day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_days_off_trainer_id_day_pk" PRIMARY KEY("trainer_id","day")
);
--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "demo_seats" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "class_link" text;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "venue" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "trainers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_demo_request_id_demo_requests_id_fk" FOREIGN KEY ("demo_request_id") REFERENCES "public"."demo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_days_off" ADD CONSTRAINT "trainer_days_off_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_request_idx" ON "demo_bookings" USING btree ("demo_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_bookings_token_idx" ON "demo_bookings" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "demo_bookings_lead_idx" ON "demo_bookings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "demo_bookings_session_idx" ON "demo_bookings" USING btree ("batch_id","starts_at") WHERE "demo_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "demo_bookings_starts_idx" ON "demo_bookings" USING btree ("starts_at") WHERE "demo_bookings"."starts_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_demo_seats" CHECK ("batches"."demo_seats" BETWEEN 0 AND 50);