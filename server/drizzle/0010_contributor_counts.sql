-- A story's contributors are found by the tasks that targeted or matched it: index both ways in.
CREATE INDEX IF NOT EXISTS "tasks_target_story_idx" ON "tasks" USING btree ("target_story_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tasks_matched_story_idx" ON "tasks" USING btree (("story_match"->>'story_id'));--> statement-breakpoint
-- people_count is the number of a story's contributors (visitors who added evidence or reviewed a claim),
-- as the feed's cards show it; it counted the people the story names before. Recount every story once.
UPDATE "stories" s SET "people_count" = (
  SELECT count(DISTINCT visitor)::int FROM (
    SELECT t.user_id AS visitor FROM "tasks" t
    WHERE t.target_story_id = s.id OR t.story_match->>'story_id' = s.id::text
    UNION ALL
    SELECT v.visitor_id AS visitor FROM "visitor_votes" v
    JOIN "claims" c ON c.id = v.subject_id
    JOIN "story_pages" sp ON sp.page_id = c.page_id AND sp.story_id = s.id
    WHERE v.subject_kind = 'claim'
  ) AS contributions
);
