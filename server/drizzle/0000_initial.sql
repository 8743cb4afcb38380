CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"gist" text,
	"content" text,
	"category" text DEFAULT 'global' NOT NULL,
	"coherence_score" real DEFAULT 0 NOT NULL,
	"entropy" real,
	"health_indicator" text,
	"cover_image" text,
	"artifact_count" integer DEFAULT 0 NOT NULL,
	"claim_count" integer DEFAULT 0 NOT NULL,
	"people_count" integer DEFAULT 0 NOT NULL,
	"locations" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone,
	CONSTRAINT "stories_category_check" CHECK ("stories"."category" in ('local', 'global')),
	CONSTRAINT "stories_coherence_range" CHECK ("stories"."coherence_score" >= 0 and "stories"."coherence_score" <= 1)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_stage" text,
	"url" text,
	"input_text" text,
	"normalized_url" text,
	"error" text,
	"token_costs" jsonb,
	"result" jsonb,
	"preview_meta" jsonb,
	"semantic_data" jsonb,
	"story_match" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'processing', 'extracting', 'completed', 'blocked', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "stories_updated_at_idx" ON "stories" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tasks_normalized_url_idx" ON "tasks" USING btree ("normalized_url");--> statement-breakpoint
CREATE INDEX "tasks_user_created_idx" ON "tasks" USING btree ("user_id","created_at" DESC NULLS FIRST);