-- How remote screens load for visitors (POST /api/telemetry): one row per event, kept a day. Read over the
-- last 15 minutes by GET /api/ops/remotes and by the canary guard, which rolls a failing canary back.
-- The visitor is a hash of their id, only to count distinct visitors.
CREATE TABLE "remote_telemetry" (
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"kind" text NOT NULL,
	"load_ms" integer,
	CONSTRAINT "remote_telemetry_kind_check" CHECK ("remote_telemetry"."kind" in ('load', 'load_failure', 'load_timeout', 'render_error'))
);--> statement-breakpoint
CREATE INDEX "remote_telemetry_version_at_idx" ON "remote_telemetry" USING btree ("remote","version","at");--> statement-breakpoint
CREATE INDEX "remote_telemetry_at_idx" ON "remote_telemetry" USING btree ("at");
