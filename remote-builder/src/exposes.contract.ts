// Compile-time proof that this remote has a component for each of its screens in the screen table
// (@cairn/shared/contracts/screens, which its vite.config.ts exposes) and that each takes its contract props.
import type { ExposesAccept } from '@cairn/shared/contracts/accepts';
import type EvidenceGraph from './features/evidence-graph/evidence-graph';
import type LowMaturityThreads from './features/low-maturity/low-maturity-threads';
import type BuilderWorkspace from './features/workspace/builder-workspace';

export const exposesMatchContracts: ExposesAccept<
  'builder',
  {
    'builder/BuilderWorkspace': typeof BuilderWorkspace;
    'builder/EvidenceGraph': typeof EvidenceGraph;
    'builder/LowMaturityThreads': typeof LowMaturityThreads;
  }
> = { 'builder/BuilderWorkspace': true, 'builder/EvidenceGraph': true, 'builder/LowMaturityThreads': true };
