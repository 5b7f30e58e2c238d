ALTER TABLE "leads" DROP CONSTRAINT "leads_status";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status" CHECK ("leads"."status" IN ('new', 'contacted', 'demo_scheduled', 'demo_done', 'enrolled', 'closed', 'lost', 'cancelled'));--> statement-breakpoint
-- Every demo request has its booking (issue 53): those sent before bookings existed get one, with a token nobody
-- holds (a counsellor books their time; the mails carry signed links).
INSERT INTO "demo_bookings" ("demo_request_id", "lead_id", "token_hash", "uid", "open_until")
SELECT "leads"."source_id", "leads"."id", md5(random()::text || "leads"."id"::text) || md5(random()::text),
  'demo-' || md5(random()::text || "leads"."id"::text) || '@academy.local', now() + interval '30 days'
FROM "leads" JOIN "demo_requests" ON "demo_requests"."id" = "leads"."source_id"
WHERE "leads"."kind" = 'demo'
  AND NOT EXISTS (SELECT 1 FROM "demo_bookings" WHERE "demo_bookings"."demo_request_id" = "leads"."source_id")
ON CONFLICT DO NOTHING;
