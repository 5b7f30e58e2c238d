CREATE TABLE "lead_day_counts" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lead_day_counts_dimension_day_value_pk" PRIMARY KEY("dimension","day","value")
);
--> statement-breakpoint
-- The rows one lead adds to the dashboard's counts (sign 1) or takes away (sign -1): its day in India under each
-- dimension, and, once answered, its first response's bucket (web/lib/staff/dashboard.ts: RESPONSE_BUCKETS, minutes).
CREATE FUNCTION lead_day_rows(l leads, sign integer)
RETURNS TABLE (dimension text, day date, value text, leads integer, booked integer, attended integer, enrolled integer)
LANGUAGE sql STABLE AS $$
  SELECT x.dimension, (l.received_at AT TIME ZONE 'Asia/Kolkata')::date, x.value, sign,
    CASE WHEN x.dimension = 'response' THEN 0 ELSE sign * (l.demo_booked_at IS NOT NULL)::integer END,
    CASE WHEN x.dimension = 'response' THEN 0 ELSE sign * (l.demo_attended_at IS NOT NULL)::integer END,
    CASE WHEN x.dimension = 'response' THEN 0 ELSE sign * (l.enrolled_at IS NOT NULL)::integer END
  FROM (VALUES
    ('all', ''),
    ('source', l.source),
    ('course', l.course_names),
    ('owner', coalesce(l.owner_id::text, '')),
    ('response', CASE WHEN l.first_response_at IS NOT NULL THEN coalesce(l.owner_id::text, '') || ':' || (
      SELECT count(*) FROM unnest(ARRAY[5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1440, 2880, 4320, 7200, 10080]) AS edge
      WHERE extract(epoch FROM l.first_response_at - l.received_at) / 60 >= edge) END)
  ) AS x(dimension, value)
  WHERE x.value IS NOT NULL
$$;
--> statement-breakpoint
-- Keeps the counts with every change of a lead: its old rows out, its new rows in, in one statement whose rows are
-- locked in key order (two changes at once never deadlock), rows that net to nothing left alone.
CREATE FUNCTION lead_day_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_day_counts AS c (dimension, day, value, leads, booked, attended, enrolled)
  SELECT r.dimension, r.day, r.value, sum(r.leads)::integer, sum(r.booked)::integer, sum(r.attended)::integer,
    sum(r.enrolled)::integer
  FROM (
    SELECT * FROM lead_day_rows(OLD, -1) WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT * FROM lead_day_rows(NEW, 1) WHERE TG_OP <> 'DELETE'
  ) AS r
  GROUP BY r.dimension, r.day, r.value
  HAVING sum(r.leads) <> 0 OR sum(r.booked) <> 0 OR sum(r.attended) <> 0 OR sum(r.enrolled) <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (dimension, day, value) DO UPDATE SET
    leads = c.leads + excluded.leads,
    booked = c.booked + excluded.booked,
    attended = c.attended + excluded.attended,
    enrolled = c.enrolled + excluded.enrolled;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Counts every lead afresh: here for the leads there already are, and after a bulk load that held the trigger off.
CREATE FUNCTION lead_day_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM lead_day_counts;
  INSERT INTO lead_day_counts (dimension, day, value, leads, booked, attended, enrolled)
  SELECT r.dimension, r.day, r.value, sum(r.leads), sum(r.booked), sum(r.attended), sum(r.enrolled)
  FROM leads l, LATERAL lead_day_rows(l, 1) AS r
  GROUP BY r.dimension, r.day, r.value;
$$;
--> statement-breakpoint
SELECT lead_day_counts_rebuild();
--> statement-breakpoint
CREATE TRIGGER lead_day_counts_keep
AFTER INSERT OR DELETE OR UPDATE OF received_at, source, course_names, owner_id, first_response_at, demo_booked_at, demo_attended_at, enrolled_at
ON leads FOR EACH ROW EXECUTE FUNCTION lead_day_counts_keep();
