-- Exact row counts in O(1) for the back-office pages' `total` (table row_counts, migration 0002).
-- Statement-level triggers with transition tables: one counter UPDATE per statement, so bulk
-- INSERT ... SELECT (the bench seed) costs one update, not one per row. TRUNCATE resets to 0.
CREATE FUNCTION row_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION row_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = 0 WHERE name = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- users_active counts users with active = true (the users page lists only those).
CREATE FUNCTION users_active_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows WHERE active) WHERE name = 'users_active';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION users_active_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows WHERE active) WHERE name = 'users_active';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION users_active_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts
     SET n = n + (SELECT count(*) FROM new_rows WHERE active) - (SELECT count(*) FROM old_rows WHERE active)
   WHERE name = 'users_active';
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO row_counts (name, n) VALUES
  ('products', (SELECT count(*) FROM products)),
  ('users_active', (SELECT count(*) FROM users WHERE active)),
  ('brands', (SELECT count(*) FROM brands)),
  ('categories', (SELECT count(*) FROM categories)),
  ('colors', (SELECT count(*) FROM colors)),
  ('sexes', (SELECT count(*) FROM sexes));
--> statement-breakpoint
CREATE TRIGGER products_counted_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted('products');
--> statement-breakpoint
CREATE TRIGGER products_counted_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted('products');
--> statement-breakpoint
CREATE TRIGGER products_counted_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('products');
--> statement-breakpoint
CREATE TRIGGER brands_counted_insert AFTER INSERT ON brands REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted('brands');
--> statement-breakpoint
CREATE TRIGGER brands_counted_delete AFTER DELETE ON brands REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted('brands');
--> statement-breakpoint
CREATE TRIGGER brands_counted_truncate AFTER TRUNCATE ON brands FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('brands');
--> statement-breakpoint
CREATE TRIGGER categories_counted_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted('categories');
--> statement-breakpoint
CREATE TRIGGER categories_counted_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted('categories');
--> statement-breakpoint
CREATE TRIGGER categories_counted_truncate AFTER TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('categories');
--> statement-breakpoint
CREATE TRIGGER colors_counted_insert AFTER INSERT ON colors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted('colors');
--> statement-breakpoint
CREATE TRIGGER colors_counted_delete AFTER DELETE ON colors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted('colors');
--> statement-breakpoint
CREATE TRIGGER colors_counted_truncate AFTER TRUNCATE ON colors FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('colors');
--> statement-breakpoint
CREATE TRIGGER sexes_counted_insert AFTER INSERT ON sexes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_inserted('sexes');
--> statement-breakpoint
CREATE TRIGGER sexes_counted_delete AFTER DELETE ON sexes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_deleted('sexes');
--> statement-breakpoint
CREATE TRIGGER sexes_counted_truncate AFTER TRUNCATE ON sexes FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('sexes');
--> statement-breakpoint
CREATE TRIGGER users_counted_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_active_inserted();
--> statement-breakpoint
CREATE TRIGGER users_counted_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_active_deleted();
--> statement-breakpoint
CREATE TRIGGER users_counted_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_active_updated();
--> statement-breakpoint
CREATE TRIGGER users_counted_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated('users_active');
