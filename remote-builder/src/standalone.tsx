import { renderStandalone } from '@cairn/shared/dev/standalone';
import EvidenceGraph from './features/evidence-graph/evidence-graph';
import LowMaturityThreads from './features/low-maturity/low-maturity-threads';
import BuilderWorkspace from './features/workspace/builder-workspace';

const SAMPLE = '00000000-0000-4000-8000-000000000000';
renderStandalone('builder', [
  {
    path: '/threads',
    label: 'Low-maturity threads',
    example: '/threads',
    render: (host) => <LowMaturityThreads host={host} />,
  },
  {
    path: '/builder/:id',
    label: 'Builder workspace',
    example: `/builder/${SAMPLE}`,
    render: (host, p) => <BuilderWorkspace host={host} storyId={p.id ?? ''} variant="main" />,
  },
  {
    path: '/build/:id',
    label: 'Evidence graph',
    example: `/build/${SAMPLE}`,
    render: (host, p) => <EvidenceGraph host={host} storyId={p.id ?? ''} />,
  },
]);
