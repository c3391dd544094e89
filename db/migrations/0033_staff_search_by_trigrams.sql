-- The staff's searches (members, gifts, subscribers) read through a trigram index of each row's search text, not the
-- whole table (decision 0161).
CREATE INDEX "app_user_search_trgm_idx" ON "app_user" USING gin (lower("lastname" || ' ' || "firstname" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donation_search_trgm_idx" ON "donation" USING gin (lower("nom" || ' ' || "prenom" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "abonne_search_trgm_idx" ON "abonne" USING gin (lower("nom" || ' ' || "prenom" || ' ' || "email" || ' ' || "ville") gin_trgm_ops);