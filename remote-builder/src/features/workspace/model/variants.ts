import type { BuilderVariant } from '@cairn/shared/contracts/exposed-modules';

/**
 * What sets the four builder layouts apart (SPEC §2 'Variant differences', §9 'Structure lists'). One
 * workspace reads this; no variant has code of its own.
 */
export interface VariantConfig {
  name: string;
  /** 'Loading builder...' or 'Loading builder workspace...' (SPEC §2). */
  loading: string;
  /** The main workspace has tabs (Evidence, Story Structure, Graph View, Revisions); the variants are panels. */
  tabs: boolean;
  /** Variant 1: header progress bar 'X% → Y% (Next tranche)'. */
  trancheBar: boolean;
  /** Variant 1: Story Revisions panel. */
  revisionsPanel: boolean;
  /** Variant 2: publishable threshold display. Variant 3: coherence bar with a 70% target. */
  coherenceDisplay: 'bar' | 'threshold' | 'target';
  /** Variant 2: Story Gaps panel. */
  gapsPanel: boolean;
  /** Who contributed: 'Active Builders' (main, variant 2) or 'Building Together' (variant 3). */
  buildersTitle: 'Active Builders' | 'Building Together' | null;
  /** Variant 3: Expand All / Collapse All on the structure groups. */
  expandAll: boolean;
  /** How many claims a structure group lists: 12 (v1), 10 (v2), 5 plus '+N more' (v3). */
  structureLimit: number;
  structureMore: boolean;
  /** The add-evidence form: the main workspace's box, v1's URL/Text/File modal, v2's and v3's one field. */
  addEvidence: 'box' | 'tabs-modal' | 'single-modal';
  /** 'Vote to Commit' with its uncommitted-change count (variants). */
  commitBar: boolean;
}

const VARIANT_BASE = {
  loading: 'Loading builder...',
  tabs: false,
  trancheBar: false,
  revisionsPanel: false,
  coherenceDisplay: 'bar',
  gapsPanel: false,
  buildersTitle: null,
  expandAll: false,
  structureLimit: 12,
  structureMore: false,
  addEvidence: 'single-modal',
  commitBar: true,
} as const satisfies Omit<VariantConfig, 'name'>;

export const VARIANTS: Record<BuilderVariant, VariantConfig> = {
  main: {
    ...VARIANT_BASE,
    name: 'Builder workspace',
    loading: 'Loading builder workspace...',
    tabs: true,
    buildersTitle: 'Active Builders',
    addEvidence: 'box',
    commitBar: false,
  },
  v1: {
    ...VARIANT_BASE,
    name: 'Builder · Variant 1',
    trancheBar: true,
    revisionsPanel: true,
    addEvidence: 'tabs-modal',
  },
  v2: {
    ...VARIANT_BASE,
    name: 'Builder · Variant 2',
    coherenceDisplay: 'threshold',
    gapsPanel: true,
    buildersTitle: 'Active Builders',
    structureLimit: 10,
  },
  v3: {
    ...VARIANT_BASE,
    name: 'Builder · Variant 3',
    coherenceDisplay: 'target',
    buildersTitle: 'Building Together',
    expandAll: true,
    structureLimit: 5,
    structureMore: true,
  },
};
