-- Covering indexes for the entity → page → story walks of related stories and search: index-only scans
-- instead of one heap visit per linked page. Each replaces a single-column index it starts with.
CREATE INDEX "page_entities_entity_page_idx" ON "page_entities" USING btree ("entity_id","page_id");--> statement-breakpoint
CREATE INDEX "story_pages_page_story_idx" ON "story_pages" USING btree ("page_id","story_id");--> statement-breakpoint
DROP INDEX "page_entities_entity_idx";--> statement-breakpoint
DROP INDEX "story_pages_page_idx";--> statement-breakpoint
-- The words of story titles and descriptions and of entity names, as the GIN search indexes hold them
-- ('simple' lexemes): what typo-tolerant search corrects a query word against (features/search). pg_trgm
-- would need loading into PGlite; a word list works the same on both. Kept by the triggers below, and
-- deliberately without a unique constraint: inserting a word another open transaction has just inserted
-- would wait for it (and two such writers could deadlock), so a rare duplicate is allowed and readers
-- use DISTINCT. Words of stories since reworded stay: they only ever add a candidate that matches nothing.
-- Not in schema.ts: only SQL here reads or writes it.
CREATE TABLE "search_words" (
	"word" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (left("word", 3),"word");--> statement-breakpoint
CREATE FUNCTION "add_search_words"(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM unnest(texts) AS t(body)
  CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple'::regconfig, t.body))) AS w
  -- Typo matching needs 3 letters (allowedEdits); punctuation marks e-mails, hosts and numbers.
  WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:][:space:]]'
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE left(s.word, 3) = left(w, 3) AND s.word = w)
$$;--> statement-breakpoint
-- Statement triggers with transition tables: one insert per statement, however many rows it wrote.
CREATE FUNCTION "stories_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_search_words(ARRAY(SELECT n.title || ' ' || coalesce(n.description, '') FROM new_rows n));
  ELSE
    PERFORM add_search_words(ARRAY(
      SELECT n.title || ' ' || coalesce(n.description, '')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.title IS DISTINCT FROM o.title OR n.description IS DISTINCT FROM o.description));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "entities_search_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_search_words(ARRAY(SELECT n.canonical_name FROM new_rows n));
  ELSE
    PERFORM add_search_words(ARRAY(
      SELECT n.canonical_name FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.canonical_name IS DISTINCT FROM o.canonical_name));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "stories_search_words_insert" AFTER INSERT ON "stories"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stories_search_words();--> statement-breakpoint
CREATE TRIGGER "stories_search_words_update" AFTER UPDATE ON "stories"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stories_search_words();--> statement-breakpoint
CREATE TRIGGER "entities_search_words_insert" AFTER INSERT ON "entities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entities_search_words();--> statement-breakpoint
CREATE TRIGGER "entities_search_words_update" AFTER UPDATE ON "entities"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entities_search_words();--> statement-breakpoint
-- The words already there (one pass over both tables).
INSERT INTO search_words (word)
SELECT DISTINCT w
FROM (SELECT title || ' ' || coalesce(description, '') AS body FROM stories
      UNION ALL SELECT canonical_name FROM entities) AS t
CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple'::regconfig, t.body))) AS w
WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:][:space:]]';
