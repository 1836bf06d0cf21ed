ALTER TABLE "generation_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "generation_events" ADD COLUMN "prompt" text;--> statement-breakpoint
ALTER TABLE "generation_events" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "generation_events" ADD COLUMN "hidden_from_history" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_generation_event_idx" ON "chat_messages" USING btree ("generation_event_id");--> statement-breakpoint
CREATE INDEX "prompt_responses_generation_event_idx" ON "prompt_responses" USING btree ("generation_event_id");