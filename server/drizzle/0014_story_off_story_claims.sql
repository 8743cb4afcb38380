-- The claims a story's narrative reads as off the story (lib/story-relevance.ts), worked out at each
-- recomposition so that the claims read does not work them out again at every cold read. Null until a story
-- is next recomposed: the read then works them out itself (read-models/story-evidence.ts).
ALTER TABLE "stories" ADD COLUMN IF NOT EXISTS "off_story_claim_ids" text[];
