-- Visitor votes (SPEC §4 toggles, stored per visitor so counts are real and survive a reload): sources
-- (pages), claims (builder approve/reject) and entities share one table. No foreign key: the subject
-- lives in one of three tables; the API checks it exists before a vote is written, and a vote on a
-- subject deleted later only ever counts for nothing.
CREATE TABLE "visitor_votes" (
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"visitor_id" uuid NOT NULL,
	"vote" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visitor_votes_pk" PRIMARY KEY("subject_kind","subject_id","visitor_id"),
	CONSTRAINT "visitor_votes_kind_check" CHECK ("visitor_votes"."subject_kind" in ('source', 'claim', 'entity')),
	CONSTRAINT "visitor_votes_vote_check" CHECK ("visitor_votes"."vote" in (-1, 1))
);--> statement-breakpoint
-- Who took part in a story's review (builders' lists): a visitor's votes, newest first.
CREATE INDEX "visitor_votes_visitor_idx" ON "visitor_votes" USING btree ("visitor_id","updated_at");
