-- Tips per story (SPEC §4 tip buttons 1c / 10c / 100c; DESIGN §6 real figures): each tip is one row, so a
-- story's fund is the real sum of what visitors gave, never a starting number.
CREATE TABLE "story_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_tips_amount_check" CHECK ("story_tips"."amount_cents" in (1, 10, 100))
);--> statement-breakpoint
ALTER TABLE "story_tips" ADD CONSTRAINT "story_tips_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The fund of one story: a covering index, so the sum never reads the table.
CREATE INDEX "story_tips_story_idx" ON "story_tips" USING btree ("story_id","amount_cents");
