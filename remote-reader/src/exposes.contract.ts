// Compile-time proof that this remote has a component for each of its screens in the screen table
// (@cairn/shared/contracts/screens, which its vite.config.ts exposes) and that each takes its contract props.
import type { ExposesAccept } from '@cairn/shared/contracts/accepts';
import type StoryFeed from './features/feed/story-feed';
import type StoryPage from './features/story/story-page';

export const exposesMatchContracts: ExposesAccept<
  'reader',
  { 'reader/StoryFeed': typeof StoryFeed; 'reader/StoryPage': typeof StoryPage }
> = { 'reader/StoryFeed': true, 'reader/StoryPage': true };
