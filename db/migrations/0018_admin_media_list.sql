-- The staff list's indexes of 0014 (written by hand, single columns) replaced by ones that also break ties by id.
DROP INDEX IF EXISTS "media_updated_at_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "media_titre_idx";--> statement-breakpoint
CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_titre_idx" ON "media" USING btree ("titre","id");--> statement-breakpoint
CREATE INDEX "media_texte_trgm_idx" ON "media" USING gin ((lower("titre" || ' ' || coalesce("sous_titre", ''))) gin_trgm_ops);