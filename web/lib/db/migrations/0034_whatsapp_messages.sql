CREATE TABLE "whatsapp_messages" (
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_kind_locale_pk" PRIMARY KEY("kind","locale"),
	CONSTRAINT "whatsapp_messages_kind" CHECK ("whatsapp_messages"."kind" IN ('demo', 'demo_booked', 'enrolment', 'enquiry', 'application')),
	CONSTRAINT "whatsapp_messages_locale" CHECK ("whatsapp_messages"."locale" IN ('en', 'hi')),
	CONSTRAINT "whatsapp_messages_length" CHECK (char_length("whatsapp_messages"."body") between 1 and 1000)
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_updated_by_staff_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;