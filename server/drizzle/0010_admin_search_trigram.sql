-- Trigram indexes for the admin user search (substring match on e-mail and "first last"), where
-- the server offers pg_trgm (PostgreSQL with its contrib modules). Embedded PGlite does not load
-- the extension: there the search scans, which is fast at the sizes one process holds.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_full_name_trgm_idx
      ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
  END IF;
END
$$;
