import { z } from '@cairn/shared/zod';
import { withQuery } from './api-paths';

/** The place-search service (SPEC §7 'External services'), answered offline from GeoNames data. */
export const geocodeRoutes = {
  search: '/api/geocode',
  /** How maps draw their background: the configured tile server, else the offline world layer. */
  mapConfig: '/api/map-config',
} as const;

/** `GET /api/map-config`. */
export const mapConfigSchema = z.object({
  /** `CAIRN_TILE_URL` ({z}/{x}/{y} template), or null: maps then draw the offline world layer. */
  tile_url: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

/** GeoNames' licence: every map that shows its places says so. */
export const GEONAMES_ATTRIBUTION = 'Places: GeoNames (CC BY 4.0)';

export const geocodeQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  /** Other places the story names, separated by '|': they decide between readings ('Paris' near 'Texas'). */
  near: z.string().max(2000).optional(),
  /** ISO 3166-1 alpha-2 code of the source's country. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  /** The spec's client asks for one; the geocoder answers its best reading only. */
  limit: z.coerce.number().int().min(1).max(10).default(1),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

export const geocodePlaceSchema = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(['city', 'country', 'region']),
  /** GeoNames feature class and code: P/PPLC for a capital, A/PCLI a country, A/ADM1 a first-level division. */
  feature_class: z.string(),
  feature_code: z.string(),
  country_code: z.string().nullable(),
  population: z.number().int(),
  /** GeoNames id of a city; null for countries and divisions. */
  geonames_id: z.number().int().nullable(),
  /** 'typo' when the name was corrected to the nearest known one. */
  matched: z.enum(['name', 'typo']),
});
export type GeocodePlace = z.infer<typeof geocodePlaceSchema>;

/** `GET /api/geocode?q=`: no result for a place the data does not know (never a guess). */
export const geocodeResponseSchema = z.object({ results: z.array(geocodePlaceSchema) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

export const geocodePaths = {
  mapConfig: () => geocodeRoutes.mapConfig,
  search: (query: { q: string; near?: string[]; country?: string }) =>
    withQuery(geocodeRoutes.search, {
      q: query.q,
      near: query.near?.length ? query.near.join('|') : undefined,
      country: query.country,
      limit: 1,
    }),
};
