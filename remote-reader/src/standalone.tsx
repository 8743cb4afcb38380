import { renderStandalone } from '@cairn/shared/dev/standalone';
import { lazy } from 'react';

// Lazy, like the host loads them: a static import here would make the build split each exposed screen
// into a shared chunk plus a one-line facade for remoteEntry.js, one more request on every page.
const StoryFeed = lazy(() => import('./features/feed/story-feed'));
const StoryPage = lazy(() => import('./features/story/story-page'));

renderStandalone('reader', [
  { path: '/feed', label: 'Story feed', example: '/feed', render: (host) => <StoryFeed host={host} /> },
  {
    path: '/story/:id',
    label: 'Story page',
    example: '/story/00000000-0000-4000-8000-000000000000',
    render: (host, p) => <StoryPage host={host} storyId={p.id ?? ''} />,
  },
]);
