import type { RouteObject } from 'react-router';
import { HomePage } from '../home/home-page';
import { LandingPage } from '../landing/landing-page';
import { BuilderRoute, EntityRoute, EvidenceGraphRoute, StoryRoute, TaskRoute } from '../routes/screens';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';

/** The whole route table of SPEC §2. Screens beyond the shell come from remotes. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/app', element: <HomePage /> },
      { path: '/story/:id', element: <StoryRoute /> },
      { path: '/builder/:id', element: <BuilderRoute variant="main" /> },
      { path: '/builder-v1/:id', element: <BuilderRoute variant="v1" /> },
      { path: '/builder-v2/:id', element: <BuilderRoute variant="v2" /> },
      { path: '/builder-v3/:id', element: <BuilderRoute variant="v3" /> },
      // SPEC §2 leaves /build/{id} open; it opens the evidence graph (docs/decisions.md).
      { path: '/build/:id', element: <EvidenceGraphRoute /> },
      { path: '/result/:taskId', element: <TaskRoute /> },
      { path: '/people/:id/:name?', element: <EntityRoute kind="people" /> },
      { path: '/organizations/:id/:name?', element: <EntityRoute kind="organizations" /> },
      { path: '/locations/:id/:name?', element: <EntityRoute kind="locations" /> },
      { path: '/entity/:id/:slug', element: <EntityRoute kind="entity" /> },
      { path: '/entities/:id/:slug', element: <EntityRoute kind="entities" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
