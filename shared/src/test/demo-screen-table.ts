import type { ExposedModuleProps, ScreenProps } from '../contracts/exposed-modules';
import { SCREEN_TABLE, type ScreenTable, type UnfilledProps } from '../contracts/screens';

// For the tests that show a new screen is one table entry (plus its component and props contract): a copy
// of the real screen table with a demo screen of the reader remote added, and its props contract.

export interface DemoContracts extends ExposedModuleProps {
  'reader/DemoScreen': ScreenProps & { demoId: string; mode: 'compact' | 'full'; title?: string };
}

export const DEMO_FIRST_READ = '/api/demo?limit=3';

export const DEMO_SCREEN_TABLE = {
  screens: {
    ...SCREEN_TABLE.screens,
    'reader/DemoScreen': {
      source: './src/features/demo/demo-screen.tsx',
      label: 'the demo',
      loading: 'Loading demo...',
      routes: [
        { path: '/demo/:id/:title?', params: { id: 'demoId', title: 'title' }, props: { mode: 'compact' } },
      ],
      firstReads: [DEMO_FIRST_READ],
    },
  },
  pages: SCREEN_TABLE.pages,
} as const satisfies ScreenTable<DemoContracts>;

/** The demo entry is checked against its contract like the real ones. */
export const demoRoutesFillEveryRequiredProp: [
  UnfilledProps<typeof DEMO_SCREEN_TABLE, DemoContracts>,
] extends [never]
  ? true
  : false = true;
