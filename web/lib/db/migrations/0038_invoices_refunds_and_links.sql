CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_id" integer NOT NULL,
	"lead_id" integer,
	"gateway_link_id" text,
	"short_url" text,
	"amount_paise" integer NOT NULL,
	"reason" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_status" CHECK ("payment_links"."status" IN ('creating', 'created', 'paid', 'cancelled', 'expired', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"staff_id" integer,
	"failure" text,
	"credit_note_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" IN ('requested', 'pending', 'processed', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_state_code" text NOT NULL,
	"description" text NOT NULL,
	"sac" text NOT NULL,
	"total_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"against_id" integer,
	"against_number" text,
	"reason" text,
	CONSTRAINT "tax_invoices_kind" CHECK ("tax_invoices"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "tax_invoices_sum" CHECK ("tax_invoices"."taxable_paise" + "tax_invoices"."cgst_paise" + "tax_invoices"."sgst_paise" + "tax_invoices"."igst_paise" = "tax_invoices"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachment" jsonb;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_tax_invoices_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_invoices" ADD CONSTRAINT "tax_invoices_against_id_tax_invoices_id_fk" FOREIGN KEY ("against_id") REFERENCES "public"."tax_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_gateway_idx" ON "payment_links" USING btree ("gateway_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("lead_id") WHERE "payment_links"."status" IN ('creating', 'created');--> statement-breakpoint
CREATE INDEX "payment_links_fee_idx" ON "payment_links" USING btree ("fee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_idx" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_number_idx" ON "tax_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_sequence_idx" ON "tax_invoices" USING btree ("kind","financial_year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_invoices_payment_idx" ON "tax_invoices" USING btree ("payment_id") WHERE "tax_invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_invoices_fee_idx" ON "tax_invoices" USING btree ("fee_id");