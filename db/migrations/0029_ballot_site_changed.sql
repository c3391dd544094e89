-- A ballot's title, dates or questions changed (by the staff, a command or SQL by hand) are told on site_changed at
-- commit, as the site's other data (0024): each process forgets the ballots its vote pages keep. The box's mixing,
-- which marks box_mixed at every batch of papers, changes nothing those pages show and tells nothing.
CREATE TRIGGER ballot_site_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF slug, title, opens_at, closes_at, content
  ON ballot FOR EACH STATEMENT EXECUTE FUNCTION notify_site_changed();
