-- Extensions the schema relies on: trigram indexes (gin_trgm_ops) for fuzzy product search.
-- PGlite loads pg_trgm from @electric-sql/pglite/contrib/pg_trgm (see src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
