ALTER TABLE "ai_settings" ADD COLUMN "context_length" integer;--> statement-breakpoint
ALTER TABLE "ai_settings" ADD COLUMN "context_length_of" text;