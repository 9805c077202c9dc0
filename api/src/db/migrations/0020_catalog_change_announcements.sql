-- Every statement that changes what the cached answers show announces a `catalog` change on the
-- api's change channel at commit, whoever runs it: an api route, the card-hold sweep, the seed CLI
-- or psql. PostgreSQL sends one notification per channel and payload per transaction.
CREATE FUNCTION announce_catalog_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reluxe_changes', '{"topic":"catalog","from":"database"}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_change();
--> statement-breakpoint
CREATE TRIGGER brands_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_change();
--> statement-breakpoint
CREATE TRIGGER categories_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_change();
--> statement-breakpoint
CREATE TRIGGER colors_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_change();
--> statement-breakpoint
CREATE TRIGGER sexes_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sexes
  FOR EACH STATEMENT EXECUTE FUNCTION announce_catalog_change();
