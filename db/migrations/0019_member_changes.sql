-- Every change to a member, their roles or their sessions is told, at commit, on the channel member_changed with the
-- member's id: the server processes forget what they keep of that member (domain/accounts/member-cache.ts).
CREATE OR REPLACE FUNCTION notify_member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(CASE WHEN TG_OP = 'INSERT' THEN NEW ELSE OLD END);
BEGIN
  PERFORM pg_notify('member_changed', coalesce(changed ->> 'user_id', changed ->> 'id'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER app_user_changed AFTER UPDATE OR DELETE ON app_user
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();--> statement-breakpoint
CREATE TRIGGER user_role_changed AFTER INSERT OR UPDATE OR DELETE ON user_role
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();--> statement-breakpoint
CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session
  FOR EACH ROW EXECUTE FUNCTION notify_member_changed();
