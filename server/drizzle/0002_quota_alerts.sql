CREATE TABLE "quota_alerts" (
	"user_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"threshold_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quota_alerts_user_id_period_start_threshold_percent_pk" PRIMARY KEY("user_id","period_start","threshold_percent"),
	CONSTRAINT "quota_alerts_threshold_check" CHECK ("quota_alerts"."threshold_percent" in (80, 100))
);
--> statement-breakpoint
ALTER TABLE "quota_alerts" ADD CONSTRAINT "quota_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;