ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "demo_booked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "demo_attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
-- A lead already worked got each milestone at the first move in its history that reached it (a learner's cancel is no
-- answer); a lead in such a status without that row, at its last change.
UPDATE "leads" SET
  "first_response_at" = coalesce("first"."answered", CASE WHEN "leads"."status" <> 'new' AND "leads"."status" <> 'cancelled' THEN "leads"."updated_at" END),
  "demo_booked_at" = coalesce("first"."booked", CASE WHEN "leads"."status" IN ('demo_scheduled', 'demo_done') THEN "leads"."updated_at" END),
  "demo_attended_at" = coalesce("first"."attended", CASE WHEN "leads"."status" = 'demo_done' THEN "leads"."updated_at" END),
  "enrolled_at" = coalesce("first"."enrolled", CASE WHEN "leads"."status" = 'enrolled' THEN "leads"."updated_at" END)
FROM (
  SELECT "l"."id",
    min("a"."created_at") FILTER (WHERE "a"."detail"->>'from' = 'new' AND coalesce("a"."detail"->>'by', '') <> 'learner') AS "answered",
    min("a"."created_at") FILTER (WHERE "a"."detail"->>'to' = 'demo_scheduled') AS "booked",
    min("a"."created_at") FILTER (WHERE "a"."detail"->>'to' = 'demo_done') AS "attended",
    min("a"."created_at") FILTER (WHERE "a"."detail"->>'to' = 'enrolled') AS "enrolled"
  FROM "leads" "l" LEFT JOIN "staff_audit" "a" ON "a"."subject" = 'lead:' || "l"."id" AND "a"."action" = 'lead.status'
  GROUP BY "l"."id"
) AS "first"
WHERE "first"."id" = "leads"."id";
