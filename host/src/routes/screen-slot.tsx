import type { ExposedModuleId, ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import {
  type RouteProps,
  routeProps,
  SCREEN_TABLE,
  type Screen,
  type ScreenRoute,
} from '@cairn/shared/contracts/screens';
import { useParams } from 'react-router';
import { RemoteRoute } from './remote-route';
import { RouteSkeleton } from './route-skeleton';

/**
 * A screen of the screen table in its remote slot, with the table's loading text (the skeleton) and
 * label (for "We couldn't load …").
 */
export function ScreenSlot<Id extends ExposedModuleId>({
  screen,
  props,
  entry = SCREEN_TABLE.screens[screen],
}: {
  screen: Id;
  props: RouteProps<ExposedModuleProps[Id]>;
  /** The screen's entry, when it comes from another table than the real one (tests). */
  entry?: Screen;
}) {
  return (
    <RemoteRoute
      module={screen}
      props={props}
      label={entry.label}
      fallback={<RouteSkeleton label={entry.loading} />}
    />
  );
}

/**
 * The element of every route of the screen table: the route's params become the screen's props as the
 * table maps them (the table is type-checked against the props contracts where it is declared).
 */
export function RoutedScreen({
  screen,
  entry,
  route,
}: {
  screen: ExposedModuleId;
  entry: Screen;
  route: ScreenRoute;
}) {
  const params = useParams();
  return <ScreenSlot screen={screen} entry={entry} props={routeProps(route, params) as never} />;
}
