import { renderStandalone } from '@cairn/shared/dev/standalone';
import { lazy } from 'react';

// Lazy, like the host loads them: a static import here would make the build split each exposed screen
// into a shared chunk plus a one-line facade for remoteEntry.js, one more request on every page.
const EntityProfile = lazy(() => import('./features/profile/entity-profile'));

renderStandalone('entity', [
  {
    path: '/people/:id/:name?',
    label: 'Entity profile',
    example: '/people/00000000-0000-4000-8000-000000000000/sample-person',
    render: (host, p) => <EntityProfile host={host} kind="people" entityId={p.id ?? ''} name={p.name} />,
  },
]);
