-- A tax receipt, once issued, never changes: a correction is a new receipt naming the old one.
CREATE FUNCTION receipt_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'un reçu fiscal émis ne peut être ni modifié ni supprimé (reçu %)', OLD.code;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER receipt_immutable BEFORE UPDATE OR DELETE ON receipt FOR EACH ROW EXECUTE FUNCTION receipt_immutable();
