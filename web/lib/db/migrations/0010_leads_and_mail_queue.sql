CREATE TABLE "lead_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"course_ids" integer[] DEFAULT '{}' NOT NULL,
	"course_names" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"phone_digits" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"owner_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name || ' ' || regexp_replace(email, '[@._+-]+', ' ', 'g') || ' ' || phone_digits)) STORED NOT NULL,
	CONSTRAINT "leads_kind" CHECK ("leads"."kind" IN ('demo', 'enrolment', 'enquiry', 'application')),
	CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('new', 'contacted', 'demo_scheduled', 'enrolled', 'closed', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "give_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_staff_members_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_source_idx" ON "leads" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "leads_received_idx" ON "leads" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","received_at","id");--> statement-breakpoint
CREATE INDEX "leads_owner_idx" ON "leads" USING btree ("owner_id","received_at","id");--> statement-breakpoint
CREATE INDEX "leads_kind_idx" ON "leads" USING btree ("kind","received_at","id");--> statement-breakpoint
CREATE INDEX "leads_courses_idx" ON "leads" USING gin ("course_ids");--> statement-breakpoint
CREATE INDEX "leads_search_idx" ON "leads" USING gin ("search");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at","id") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_undelivered_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'undelivered';--> statement-breakpoint
-- Submissions made before the staff console became leads, oldest first, with the details lib/academy writes now
-- (older enrolment slots show their price as sent, without digit grouping).
INSERT INTO "leads" ("kind", "source_id", "received_at", "course_ids", "course_names", "name", "email", "phone", "phone_digits", "city", "details")
SELECT 'demo', d.id, d.created_at, ARRAY[d.course_id], d.course_name, d.name, lower(d.email), d.phonenumber,
  right(regexp_replace(d.phonenumber, '\D', '', 'g'), 10), d.city,
  jsonb_build_array(jsonb_build_array('Course', d.course_name), jsonb_build_array('Trainer', d.trainer_name), jsonb_build_array('City', d.city))
FROM "demo_requests" d ORDER BY d.id;
--> statement-breakpoint
INSERT INTO "leads" ("kind", "source_id", "received_at", "course_ids", "course_names", "name", "email", "phone", "phone_digits", "city", "details")
SELECT 'enrolment', e.id, e.created_at, ARRAY[e.course_id], c.course_name, e.name, lower(e.email), e.contact,
  right(regexp_replace(e.contact, '\D', '', 'g'), 10), e.city,
  jsonb_build_array(
    jsonb_build_array('Course', c.course_name), jsonb_build_array('Trainer', e.trainer_name),
    jsonb_build_array('Timing', e.time_from || ' - ' || e.time_to), jsonb_build_array('Price', coalesce(e.price, '')),
    jsonb_build_array('Slots', coalesce((
      SELECT string_agg(s->>'label' || ' (' || CASE WHEN s->>'price' = 'Free' THEN 'Free' ELSE '₹' || (s->>'price') END
        || CASE WHEN s->>'feeType' IS NULL THEN '' ELSE ' / ' || (s->>'feeType') END || ')', ', ')
      FROM jsonb_array_elements(e.slot) s), '')),
    jsonb_build_array('City', e.city),
    jsonb_build_array('Form', CASE WHEN e.variant = 'popup' THEN 'Enrol popup' ELSE 'Course page side panel' END))
FROM "enrolments" e JOIN "courses" c ON c.id = e.course_id ORDER BY e.id;
--> statement-breakpoint
INSERT INTO "leads" ("kind", "source_id", "received_at", "course_ids", "course_names", "name", "email", "phone", "phone_digits", "city", "details")
SELECT 'enquiry', q.id, q.created_at, ARRAY[q.course_id], q.course_name, q.name, lower(q.email), q.phonenumber,
  right(regexp_replace(q.phonenumber, '\D', '', 'g'), 10), '',
  jsonb_build_array(jsonb_build_array('Course', q.course_name), jsonb_build_array('Message', q.message))
FROM "contact_enquiries" q ORDER BY q.id;
--> statement-breakpoint
INSERT INTO "leads" ("kind", "source_id", "received_at", "course_ids", "course_names", "name", "email", "phone", "phone_digits", "city", "details")
SELECT 'application', a.id, a.created_at, ARRAY(SELECT jsonb_array_elements_text(a.course_ids)::int),
  (SELECT string_agg(n, ', ') FROM jsonb_array_elements_text(a.courses) n), a.firstname || ' ' || a.lastname, lower(a.email), a.phonenumber,
  right(regexp_replace(a.phonenumber, '\D', '', 'g'), 10), a.city,
  jsonb_build_array(
    jsonb_build_array('Courses', (SELECT string_agg(n, ', ') FROM jsonb_array_elements_text(a.courses) n)),
    jsonb_build_array('Experience', trim_scale(a.year_of_experience)::text || ' years'), jsonb_build_array('Hours per day', trim_scale(a.hours)::text),
    jsonb_build_array('Area', a.area), jsonb_build_array('City', a.city), jsonb_build_array('About', a.description))
FROM "trainer_applications" a ORDER BY a.id;
