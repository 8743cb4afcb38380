// Compile-time proof that each exposed screen takes its contract props (see vite.config.ts exposes).
import type { Accepts } from '@cairn/shared/contracts/accepts';
import type EvidenceGraph from './features/evidence-graph/evidence-graph';
import type LowMaturityThreads from './features/low-maturity/low-maturity-threads';
import type BuilderWorkspace from './features/workspace/builder-workspace';

export const exposesMatchContracts: [
  Accepts<'builder/BuilderWorkspace', typeof BuilderWorkspace>,
  Accepts<'builder/EvidenceGraph', typeof EvidenceGraph>,
  Accepts<'builder/LowMaturityThreads', typeof LowMaturityThreads>,
] = [true, true, true];
