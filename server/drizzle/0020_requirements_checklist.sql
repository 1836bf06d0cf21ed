ALTER TABLE "chat_messages" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "prompt_responses" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "component_versions" ADD COLUMN "checklist" jsonb;