/** A small news stream for the matching tests: three events, a follow-up, an unrelated brief. */
import type { MatchArticle } from './text-features';

export interface FixtureArticle extends MatchArticle {
  event: string;
}

export const STREAM: FixtureArticle[] = [
  {
    id: 'f1',
    event: 'flood',
    title: 'River Lenn bursts its banks in Marrowby',
    body: 'Floodwater from the River Lenn swept through Marrowby on Monday after two days of rain. Mayor Jane Holt said 300 residents had been moved to a shelter at Marrowby Academy. Boats rescued families from rooftops on Mill Street.',
    published_at: '2026-03-02T08:00:00Z',
  },
  {
    id: 'f2',
    event: 'strike',
    title: 'Bus drivers in Aldenford walk out over pay',
    body: 'Bus and tram services in Aldenford stopped on Monday as drivers went on strike. The Transit Workers Union wants a 9% rise; Corvane Transit has offered 3%. Commuters queued for taxis in the rain.',
    published_at: '2026-03-02T09:30:00Z',
  },
  {
    id: 'f3',
    event: 'flood',
    title: 'Marrowby flood: hundreds spend the night in shelter',
    body: 'Hundreds of Marrowby residents spent the night at Marrowby Academy as the River Lenn kept rising. Holt said emergency crews had rescued 40 people. The Lenn is expected to peak on Tuesday.',
    published_at: '2026-03-02T21:00:00Z',
  },
  {
    id: 'f4',
    event: 'quake',
    title: 'Magnitude 6.1 earthquake shakes Kestrel Bay',
    body: 'A magnitude 6.1 earthquake struck near Kestrel Bay on Tuesday, damaging the harbour wall and cutting power to 20,000 homes. The National Seismology Institute said the quake was 12 km deep. Two people were injured by falling masonry.',
    published_at: '2026-03-03T04:10:00Z',
  },
  {
    id: 'f5',
    event: 'strike',
    title: 'Talks to end Aldenford bus strike break down',
    body: 'Talks between the Transit Workers Union and Corvane Transit broke down after six hours. Aldenford commuters face a second week without buses and trams. The union said Corvane Transit had not moved on pay.',
    published_at: '2026-03-05T17:00:00Z',
  },
  {
    id: 'f6',
    event: 'flood',
    title: 'Marrowby counts the cost as the Lenn recedes',
    body: 'As the River Lenn fell, Marrowby residents returned to homes full of mud. Mayor Jane Holt estimated the damage at £20 million and asked the government for help. Marrowby Academy will reopen as a school next week.',
    published_at: '2026-03-06T10:00:00Z',
  },
  {
    id: 'f7',
    event: 'brief',
    title: 'Rare white stork spotted on Saltmere marshes',
    body: 'Birdwatchers flocked to the Saltmere marshes after a white stork was seen feeding near the sea wall. It is the first sighting in the county for thirty years.',
    published_at: '2026-03-06T12:00:00Z',
  },
  {
    id: 'f8',
    event: 'quake',
    title: 'Kestrel Bay aftershocks keep residents outdoors',
    body: 'Strong aftershocks rattled Kestrel Bay overnight, and many residents slept in cars. Engineers are inspecting the harbour wall damaged in Tuesday’s magnitude 6.1 earthquake.',
    published_at: '2026-03-04T02:00:00Z',
  },
];
