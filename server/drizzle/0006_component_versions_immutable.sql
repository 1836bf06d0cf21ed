-- A saved component's version is immutable (docs/ARCHITECTURE.md): saves and restores append rows,
-- and the database refuses any UPDATE of one, whatever code runs against it.
CREATE FUNCTION "component_versions_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'component versions are immutable: save a new version instead';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "component_versions_immutable" BEFORE UPDATE ON "component_versions"
  FOR EACH ROW EXECUTE FUNCTION "component_versions_refuse_update"();
