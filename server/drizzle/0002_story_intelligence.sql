CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"modality" text NOT NULL,
	"builder_modality" text NOT NULL,
	"who" text,
	"where" text,
	"when_date" text,
	"evidence" jsonb NOT NULL,
	"confidence" real NOT NULL,
	"excluded_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"canonical_key" text NOT NULL,
	"entity_type" text NOT NULL,
	"canonical_name" text NOT NULL,
	"description" text,
	"role" text,
	"domain" text,
	"wikidata_qid" text,
	"latitude" double precision,
	"longitude" double precision,
	"country_code" text,
	"geonames_id" integer,
	"confidence" real DEFAULT 0.5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entities_canonical_key_unique" UNIQUE("canonical_key"),
	CONSTRAINT "entities_type_check" CHECK ("entities"."entity_type" in ('Person', 'Organization', 'Location'))
);
--> statement-breakpoint
CREATE TABLE "matcher_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"df" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_entities" (
	"page_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"mentions" text[] NOT NULL,
	"mention_count" integer NOT NULL,
	"role" text,
	CONSTRAINT "page_entities_page_id_entity_id_pk" PRIMARY KEY("page_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "story_index_terms" (
	"term" text NOT NULL,
	"story_id" uuid NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "story_index_terms_term_story_id_pk" PRIMARY KEY("term","story_id")
);
--> statement-breakpoint
CREATE TABLE "story_pages" (
	"story_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"match_score" real NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_pages_story_id_page_id_pk" PRIMARY KEY("story_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "story_profiles" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"profile" jsonb NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "gist" text;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_entities" ADD CONSTRAINT "page_entities_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_entities" ADD CONSTRAINT "page_entities_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_index_terms" ADD CONSTRAINT "story_index_terms_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pages" ADD CONSTRAINT "story_pages_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pages" ADD CONSTRAINT "story_pages_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_profiles" ADD CONSTRAINT "story_profiles_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_page_idx" ON "claims" USING btree ("page_id","ordinal");--> statement-breakpoint
CREATE INDEX "entities_name_idx" ON "entities" USING btree ("canonical_name");--> statement-breakpoint
CREATE INDEX "entities_name_search_idx" ON "entities" USING gin (to_tsvector('simple'::regconfig, "canonical_name"));--> statement-breakpoint
CREATE INDEX "entities_name_lower_idx" ON "entities" USING btree (lower("canonical_name"));--> statement-breakpoint
CREATE INDEX "entities_domain_idx" ON "entities" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "page_entities_entity_idx" ON "page_entities" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "story_index_terms_recent_idx" ON "story_index_terms" USING btree ("term","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "story_pages_page_idx" ON "story_pages" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin (to_tsvector('simple'::regconfig, "title" || ' ' || coalesce("description", '')));