import { z } from '@cairn/shared/zod';

/**
 * SPEC §3 'Semantic data'. The task contract leaves `semantic_data` open (`unknown`: the analysis stage
 * shapes it, and an optional language-model backend may too), so the page reads it leniently here:
 * anything it cannot read is left out rather than breaking the page. It lives in this remote because
 * only the task page reads it; it can move to @cairn/shared/contracts if another team needs it.
 */

/** Keeps the items of a list that read as `schema`, drops the rest. */
function lenientList<T extends z.ZodType>(schema: T) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = schema.safeParse(item);
        return parsed.success ? [parsed.data as z.infer<T>] : [];
      }),
    );
}

const optionalText = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => (value?.trim() ? value : null));

const semanticEntitySchema = z.union([
  z
    .string()
    .min(1)
    .transform((name) => ({ name, role: null, description: null })),
  z.object({ name: z.string().min(1), role: optionalText, description: optionalText }),
]);
export type SemanticEntity = z.infer<typeof semanticEntitySchema>;

const evidenceSchema = z.union([
  z.string().transform((quote) => ({ quote })),
  z.object({ quote: z.string() }),
]);

const semanticClaimSchema = z.object({
  text: z.string().min(1),
  modality: z.string().catch('other').default('other'),
  who: optionalText,
  where: optionalText,
  when: z
    .object({ date: optionalText, text: optionalText })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  evidence_references: lenientList(evidenceSchema).default([]),
  confidence: z
    .number()
    .min(0)
    .max(1)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});
export type SemanticClaim = z.infer<typeof semanticClaimSchema>;

const semanticExcludedClaimSchema = z.object({
  text: z.string().min(1),
  modality: optionalText,
  excluded_reason: optionalText,
});
export type SemanticExcludedClaim = z.infer<typeof semanticExcludedClaimSchema>;

export const semanticDataSchema = z.object({
  gist: optionalText,
  entities: z
    .object({
      people: lenientList(semanticEntitySchema).default([]),
      organizations: lenientList(semanticEntitySchema).default([]),
      locations: lenientList(semanticEntitySchema).default([]),
    })
    .catch({ people: [], organizations: [], locations: [] })
    .default({ people: [], organizations: [], locations: [] }),
  claims: lenientList(semanticClaimSchema).default([]),
  excluded_claims: lenientList(semanticExcludedClaimSchema).default([]),
  claims_count: z.number().int().nonnegative().nullish().catch(null),
  excluded_count: z.number().int().nonnegative().nullish().catch(null),
});
export type SemanticData = z.infer<typeof semanticDataSchema>;

export function readSemanticData(value: unknown): SemanticData | null {
  if (value === null || value === undefined) return null;
  const parsed = semanticDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** SPEC §4 'Task page': claim modalities in semantic data. */
const MODALITY_LABELS: Record<string, string> = {
  official_fact: 'Official fact',
  reported_claim: 'Reported claim',
  allegation: 'Allegation',
  other: 'Other',
};

export function semanticModalityLabel(modality: string | null | undefined): string {
  return (modality && MODALITY_LABELS[modality]) || 'Other';
}
