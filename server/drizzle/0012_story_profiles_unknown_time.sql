-- A story that holds only pages without a date has no time window (its time is unknown): the candidate
-- query then never excludes it by time, and the first dated page gives it its window. Timed when it was
-- pasted, such a story was years away from the dated reports of its own event.
ALTER TABLE "story_profiles" ALTER COLUMN "first_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "story_profiles" ALTER COLUMN "last_at" DROP NOT NULL;
