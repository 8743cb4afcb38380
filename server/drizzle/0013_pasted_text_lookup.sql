-- The same text pasted again is the same page (features/tasks/submit-evidence.ts): found by the md5 of the
-- pasted text, then compared in full. Not unique: databases from before may hold such twins already.
CREATE INDEX IF NOT EXISTS "pages_source_text_md5_idx" ON "pages" (md5("source_text")) WHERE "source_text" IS NOT NULL;
