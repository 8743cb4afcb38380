import { renderStandalone } from '@cairn/shared/dev/standalone';
import { lazy } from 'react';

// Lazy, like the host loads them: a static import here would make the build split each exposed screen
// into a shared chunk plus a one-line facade for remoteEntry.js, one more request on every page.
const EvidenceGraph = lazy(() => import('./features/evidence-graph/evidence-graph'));
const LowMaturityThreads = lazy(() => import('./features/low-maturity/low-maturity-threads'));
const BuilderWorkspace = lazy(() => import('./features/workspace/builder-workspace'));

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
