import { z } from '@cairn/shared/zod';

/**
 * Every enumeration the API, the pipeline and the apps share, declared once: each as its list of values
 * (`as const`), its type and, where a contract validates it, its zod enum. Write `EntityType` or
 * `Lowercase<EntityType>`, `z.enum(ENTITY_TYPES)` or `entityTypeSchema`, never the members again:
 * `no-duplicate-contracts.test.ts` fails on a union, a `z.enum` or a list of the same members anywhere else.
 */

// ---------------------------------------------------------------- stories

/** SPEC §3 story category: local is 'US Focus', global is 'Global Signal' (labels/story-labels.ts). */
export const STORY_CATEGORIES = ['local', 'global'] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];
export const storyCategorySchema = z.enum(STORY_CATEGORIES);

/** SPEC §3 `health_indicator`, as the story composer sets it (labels: Active, Growing, Cooling, Archived). */
export const HEALTH_INDICATORS = ['healthy', 'growing', 'stale', 'archived'] as const;
export type HealthIndicator = (typeof HEALTH_INDICATORS)[number];

// ---------------------------------------------------------------- entities

/** SPEC §3 entity types, as the API and the database write them. */
export const ENTITY_TYPES = ['Person', 'Organization', 'Location'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];
export const entityTypeSchema = z.enum(ENTITY_TYPES);

/** The groups entities are listed in (story detail `entities`, semantic data, entity profile routes). */
export const ENTITY_GROUPS = ['people', 'organizations', 'locations'] as const;
export type EntityGroup = (typeof ENTITY_GROUPS)[number];

// ---------------------------------------------------------------- claims

/** SPEC §4 builder modalities: the builder's four claim threads. */
export const BUILDER_MODALITIES = ['observation', 'reported_speech', 'opinion', 'allegation'] as const;
export type BuilderModality = (typeof BUILDER_MODALITIES)[number];

/**
 * SPEC §4: other spellings of a builder modality that claims may carry: the semantic modalities
 * official_fact and reported_claim, and the short forms fact and reported.
 */
export const BUILDER_MODALITY_ALIASES: Readonly<Record<string, BuilderModality>> = {
  fact: 'observation',
  official_fact: 'observation',
  reported: 'reported_speech',
  reported_claim: 'reported_speech',
};

/** The builder modality a claim's modality names, aliases folded in; undefined for anything else. */
export function builderModalityOf(modality: string | null | undefined): BuilderModality | undefined {
  if (!modality) return undefined;
  if ((BUILDER_MODALITIES as readonly string[]).includes(modality)) return modality as BuilderModality;
  return Object.hasOwn(BUILDER_MODALITY_ALIASES, modality) ? BUILDER_MODALITY_ALIASES[modality] : undefined;
}

/** SPEC §3 'Semantic claim' modality, as the analysis stage classifies a claim. */
export const SEMANTIC_MODALITIES = ['official_fact', 'reported_claim', 'allegation', 'other'] as const;
export type SemanticModality = (typeof SEMANTIC_MODALITIES)[number];

// ---------------------------------------------------------------- tasks and the pipeline

/** Server-side task status (SPEC §4). `extracting` is shown as 'Matching stories...'. */
export const TASK_STATUSES = [
  'pending',
  'processing',
  'extracting',
  'completed',
  'blocked',
  'failed',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** Pipeline stages in order (SPEC §4 builder: labels Preview, Extract, Clean, Resolve, Analyze). */
export const PIPELINE_STAGES = ['preview', 'extraction', 'cleaning', 'resolution', 'semantization'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
export const pipelineStageSchema = z.enum(PIPELINE_STAGES);

/** How a finished stage ended, as the task's stage log records it: next stage, task complete, or stopped. */
export const STAGE_LOG_OUTCOMES = ['next', 'complete', 'blocked', 'failed'] as const;
export type StageLogOutcome = (typeof STAGE_LOG_OUTCOMES)[number];
export const stageLogOutcomeSchema = z.enum(STAGE_LOG_OUTCOMES);

// ---------------------------------------------------------------- evidence graph and chat

export const GRAPH_NODE_TYPES = ['story', 'claim', 'artifact'] as const;
export type GraphNodeType = (typeof GRAPH_NODE_TYPES)[number];

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

// ---------------------------------------------------------------- health

/** `ok` only when the database and the job queue both answer. */
export const SERVICE_STATUSES = ['ok', 'degraded'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** The embedded database (PGlite in a child process) or a real PostgreSQL (`DATABASE_URL`). */
export const DATABASE_KINDS = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof DATABASE_KINDS)[number];
