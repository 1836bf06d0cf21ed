ALTER TABLE "api_keys" ALTER COLUMN "scopes" SET DEFAULT '["generate","mcp"]'::jsonb;--> statement-breakpoint
-- Keys made before scopes could be chosen reached the generation endpoints and /mcp alike: they keep both.
UPDATE "api_keys" SET "scopes" = '["generate","mcp"]'::jsonb WHERE "scopes" = '["generate"]'::jsonb;
