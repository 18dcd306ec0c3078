ALTER TABLE "contact_messages" ADD COLUMN "chat_session_id" text;--> statement-breakpoint
CREATE INDEX "contact_messages_chat_session_idx" ON "contact_messages" USING btree ("chat_session_id");