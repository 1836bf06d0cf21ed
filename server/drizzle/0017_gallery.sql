CREATE TABLE "gallery_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"component_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"framework" text NOT NULL,
	"files" jsonb NOT NULL,
	"component_model" jsonb,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"favourites_count" integer DEFAULT 0 NOT NULL,
	"forks_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer GENERATED ALWAYS AS (likes_count * 3 + favourites_count * 2 + forks_count * 5 + views_count) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_favourites" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_favourites_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_likes" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_likes_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_reports" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_reports_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_views" (
	"entry_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_views_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_entries" ADD CONSTRAINT "gallery_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_entry_id_gallery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gallery_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_entry_id_gallery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gallery_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_likes" ADD CONSTRAINT "gallery_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_reports" ADD CONSTRAINT "gallery_reports_entry_id_gallery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gallery_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_reports" ADD CONSTRAINT "gallery_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_views" ADD CONSTRAINT "gallery_views_entry_id_gallery_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."gallery_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_views" ADD CONSTRAINT "gallery_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_entries_component_key" ON "gallery_entries" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "gallery_entries_user_idx" ON "gallery_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gallery_entries_popular_idx" ON "gallery_entries" USING btree ("popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not hidden;--> statement-breakpoint
CREATE INDEX "gallery_entries_recent_idx" ON "gallery_entries" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not hidden;--> statement-breakpoint
CREATE INDEX "gallery_entries_forks_idx" ON "gallery_entries" USING btree ("forks_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not hidden;--> statement-breakpoint
CREATE INDEX "gallery_entries_likes_idx" ON "gallery_entries" USING btree ("likes_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not hidden;--> statement-breakpoint
CREATE INDEX "gallery_entries_featured_idx" ON "gallery_entries" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE featured and not hidden;--> statement-breakpoint
CREATE INDEX "gallery_entries_category_idx" ON "gallery_entries" USING btree ("category","popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not hidden;--> statement-breakpoint
CREATE INDEX "gallery_favourites_user_idx" ON "gallery_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_likes_user_idx" ON "gallery_likes" USING btree ("user_id");