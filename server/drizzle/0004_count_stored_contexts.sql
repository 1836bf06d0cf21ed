-- Contexts stored before they counted toward storage are counted now, once. jsonb's text form puts
-- a space after each ':' and ',', so this counts a few bytes more than the compact JSON that a
-- later delete gives back: it errs on the side of the limit, never below what is kept.
UPDATE "usage_counters" AS "u"
SET "storage_used_bytes" = "u"."storage_used_bytes" + "stored"."bytes"
FROM (
  SELECT "user_id", sum(octet_length("context"::text))::bigint AS "bytes"
  FROM (
    SELECT "user_id", "context" FROM "chat_sessions" WHERE "context" IS NOT NULL
    UNION ALL
    SELECT "user_id", "context" FROM "prompts" WHERE "context" IS NOT NULL
  ) AS "contexts"
  GROUP BY "user_id"
) AS "stored"
WHERE "u"."user_id" = "stored"."user_id";
