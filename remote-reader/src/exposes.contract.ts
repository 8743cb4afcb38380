// Compile-time proof that each exposed screen takes its contract props (see vite.config.ts exposes).
import type { Accepts } from '@cairn/shared/contracts/accepts';
import type StoryFeed from './features/feed/story-feed';
import type StoryPage from './features/story/story-page';

export const exposesMatchContracts: [
  Accepts<'reader/StoryFeed', typeof StoryFeed>,
  Accepts<'reader/StoryPage', typeof StoryPage>,
] = [true, true];
