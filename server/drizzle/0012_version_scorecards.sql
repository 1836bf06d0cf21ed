CREATE TABLE "version_scorecards" (
	"version_id" uuid PRIMARY KEY NOT NULL,
	"component_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"server_checks" jsonb,
	"server_status" text,
	"browser_report" jsonb,
	"browser_status" text,
	"browser_reported_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "version_scorecards" ADD CONSTRAINT "version_scorecards_version_id_component_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."component_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_scorecards" ADD CONSTRAINT "version_scorecards_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "version_scorecards" ADD CONSTRAINT "version_scorecards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "version_scorecards_component_idx" ON "version_scorecards" USING btree ("component_id");