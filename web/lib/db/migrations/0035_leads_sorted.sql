DROP INDEX "leads_due_idx";--> statement-breakpoint
CREATE INDEX "leads_name_idx" ON "leads" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("due_at","id");