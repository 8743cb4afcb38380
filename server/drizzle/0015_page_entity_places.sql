-- Where each page places a location. Namesakes share one entity row (its canonical key is its name), whose
-- coordinates are the first page's: a story about Palmer, Alaska showed Palmer, Massachusetts when another
-- story had named that Palmer first. A story's map now reads its own pages' readings; rows stored before
-- this migration have none and keep the entity's.
ALTER TABLE "page_entities" ADD COLUMN IF NOT EXISTS "latitude" double precision;
ALTER TABLE "page_entities" ADD COLUMN IF NOT EXISTS "longitude" double precision;
ALTER TABLE "page_entities" ADD COLUMN IF NOT EXISTS "feature_class" text;
