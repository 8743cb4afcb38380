CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text,
	"normalized_url" text,
	"final_url" text,
	"source_text" text,
	"html" text,
	"http_status" integer,
	"extraction" jsonb,
	"cleaning" jsonb,
	"preview" jsonb,
	"content_hash" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_normalized_url_unique" UNIQUE("normalized_url")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "page_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "target_story_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "cache_hit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "stage_log" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_content_hash_idx" ON "pages" USING btree ("content_hash");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_target_story_id_stories_id_fk" FOREIGN KEY ("target_story_id") REFERENCES "public"."stories"("id") ON DELETE no action ON UPDATE no action;