CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer,
	"enrolment_id" integer,
	"course_id" integer,
	"course_name" text NOT NULL,
	"description" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"token_hash" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"learner_state" text,
	"status" text DEFAULT 'due' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_status" CHECK ("fees"."status" IN ('due', 'paid', 'cancelled')),
	CONSTRAINT "fees_amount" CHECK ("fees"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_id" integer NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_id" integer NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status" CHECK ("payments"."status" IN ('captured', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fees_token_idx" ON "fees" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "fees_enrolment_idx" ON "fees" USING btree ("enrolment_id");--> statement-breakpoint
CREATE INDEX "fees_email_idx" ON "fees" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "fees_lead_idx" ON "fees" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_fee_idx" ON "payment_orders" USING btree ("fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_gateway_idx" ON "payment_orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_idx" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_fee_idx" ON "payments" USING btree ("fee_id","created_at");