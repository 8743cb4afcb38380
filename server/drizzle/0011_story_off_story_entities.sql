-- The entities only a story's off-story claims name (a roundup's notes on other games), worked out at each
-- recomposition; the story's entity lists leave them out. Empty until a story is next recomposed.
ALTER TABLE "stories" ADD COLUMN IF NOT EXISTS "off_story_entity_ids" text[] DEFAULT '{}'::text[] NOT NULL;
