CREATE INDEX "search_document_annee_idx" ON "search_document" USING btree ("annee");--> statement-breakpoint
-- Decision 0073: the search writes its selections so that the planner estimates them; it needs the table's
-- statistics, which PGlite (no autovacuum) only has when asked.
ANALYZE "search_document";
