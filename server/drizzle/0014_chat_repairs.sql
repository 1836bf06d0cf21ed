ALTER TABLE "chat_messages" ADD COLUMN "repair_of" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "free_repair" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_repair_of_chat_messages_id_fk" FOREIGN KEY ("repair_of") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_free_repair_idx" ON "chat_messages" USING btree ("repair_of") WHERE "chat_messages"."free_repair";