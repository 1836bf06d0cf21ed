CREATE TABLE "library_item_versions" (
	"item_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"files" jsonb NOT NULL,
	"component_model" jsonb NOT NULL,
	"files_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_item_versions_item_version_key" UNIQUE("item_id","version")
);
--> statement-breakpoint
CREATE TABLE "library_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"framework" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"version" integer NOT NULL,
	"files_hash" text NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_items_slug_framework_key" UNIQUE("slug","framework")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "from_kind" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "from_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "from_version" integer;--> statement-breakpoint
ALTER TABLE "library_item_versions" ADD CONSTRAINT "library_item_versions_item_id_library_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."library_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_items_category_idx" ON "library_items" USING btree ("category","name");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_from_check" CHECK (("chat_sessions"."from_kind" is null and "chat_sessions"."from_id" is null and "chat_sessions"."from_version" is null) or ("chat_sessions"."from_kind" in ('library', 'component') and "chat_sessions"."from_id" is not null and "chat_sessions"."from_version" is not null));