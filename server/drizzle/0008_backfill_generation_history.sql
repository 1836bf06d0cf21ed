-- Generations made before history kept its own prompt text: a prompt response's event takes its
-- prompt record's text and source.
UPDATE "generation_events" AS "e"
SET "source" = "p"."source", "prompt" = "p"."content"
FROM "prompt_responses" AS "r"
JOIN "prompts" AS "p" ON "p"."id" = "r"."prompt_id"
WHERE "r"."generation_event_id" = "e"."id" AND "e"."source" IS NULL;
--> statement-breakpoint
-- A copilot answer's event takes the user's message it answered: the latest user turn before it in
-- the same conversation (a turn and its answer are written together, in that order).
UPDATE "generation_events" AS "e"
SET "source" = 'copilot', "prompt" = (
  SELECT "q"."content" FROM "chat_messages" AS "q"
  WHERE "q"."session_id" = "a"."session_id" AND "q"."role" = 'user' AND "q"."seq" < "a"."seq"
  ORDER BY "q"."seq" DESC
  LIMIT 1
)
FROM "chat_messages" AS "a"
WHERE "a"."generation_event_id" = "e"."id" AND "a"."role" = 'ai' AND "e"."source" IS NULL;
--> statement-breakpoint
-- An answer whose code did not pass its checks was recorded as not succeeded, without a reason.
UPDATE "generation_events"
SET "failure_reason" = 'The generated code did not pass its checks.'
WHERE "source" IS NOT NULL AND "succeeded" = false AND "failure_reason" IS NULL;
