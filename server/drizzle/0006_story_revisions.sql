-- A story's revisions (builder 'Revisions' tab): one row each time the story is recomposed, holding what
-- the composition wrote and why it ran, so builders can view a past version and compare two.
CREATE TABLE "story_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL REFERENCES "stories"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"gist" text,
	"content" text,
	"coherence_score" real NOT NULL,
	"source_count" integer NOT NULL,
	"claim_count" integer NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_revisions_cause_check" CHECK ("cause" in ('source_added', 'source_removed', 'claims_reextracted'))
);--> statement-breakpoint
CREATE INDEX "story_revisions_story_created_idx" ON "story_revisions" USING btree ("story_id","created_at" DESC);
