import { renderStandalone } from '@cairn/shared/dev/standalone';
import EntityProfile from './features/profile/entity-profile';

renderStandalone('entity', [
  {
    path: '/people/:id/:name?',
    label: 'Entity profile',
    example: '/people/00000000-0000-4000-8000-000000000000/sample-person',
    render: (host, p) => <EntityProfile host={host} kind="people" entityId={p.id ?? ''} name={p.name} />,
  },
]);
