-- Plan limits are product rules (see ARCHITECTURE.md); prices are in cents, storage in bytes.
INSERT INTO "plans" ("id", "name", "description", "generations_limit", "storage_limit_bytes", "price_monthly_cents", "price_yearly_cents", "currency", "features", "sort_order") VALUES
  ('free', 'Free', 'Try Kiln on small components.', 10, 104857600, 0, 0, 'usd', '["10 generations per 30 days", "100 MB storage", "Angular and React output", "Community support"]'::jsonb, 0),
  ('pro', 'Pro', 'For developers shipping components every week.', 100, 1073741824, 1900, 19000, 'usd', '["100 generations per 30 days", "1 GB storage", "Project scaffolding", "E-mail support"]'::jsonb, 1),
  ('premium', 'Premium', 'For teams with a design system to feed.', 500, 10737418240, 4900, 49000, 'usd', '["500 generations per 30 days", "10 GB storage", "Priority generation", "Priority support"]'::jsonb, 2),
  ('enterprise', 'Enterprise', 'For organisations with many products.', 2000, 107374182400, 19900, 199000, 'usd', '["2000 generations per 30 days", "100 GB storage", "Single sign-on ready", "Dedicated support"]'::jsonb, 3)
ON CONFLICT ("id") DO NOTHING;
