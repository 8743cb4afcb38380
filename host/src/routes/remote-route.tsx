import type { ExposedModuleId, ExposedModuleProps } from '@cairn/shared/contracts/exposed-modules';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RemoteSlot } from '../remotes/remote-slot';
import { useHostServices } from '../user/user-provider';

/**
 * A route whose screen lives in a remote. The slot is keyed by the path, so an error on one story
 * does not stick when the user navigates to another.
 */
export function RemoteRoute<Id extends ExposedModuleId>({
  module,
  props,
  label,
  fallback,
}: {
  module: Id;
  props: Omit<ExposedModuleProps[Id], 'host'>;
  label: string;
  fallback: ReactNode;
}) {
  const host = useHostServices();
  const { pathname } = useLocation();
  return (
    <RemoteSlot
      key={`${module}:${pathname}`}
      module={module}
      props={{ ...props, host } as ExposedModuleProps[Id]}
      label={label}
      fallback={fallback}
    />
  );
}
