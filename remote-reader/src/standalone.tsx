import { renderStandalone } from '@cairn/shared/dev/standalone';
import StoryFeed from './features/feed/story-feed';
import StoryPage from './features/story/story-page';

renderStandalone('reader', [
  { path: '/feed', label: 'Story feed', example: '/feed', render: (host) => <StoryFeed host={host} /> },
  {
    path: '/story/:id',
    label: 'Story page',
    example: '/story/00000000-0000-4000-8000-000000000000',
    render: (host, p) => <StoryPage host={host} storyId={p.id ?? ''} />,
  },
]);
