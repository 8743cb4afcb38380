import type { ExposedModuleId, ExposedModuleIdOf, ExposedModuleProps, RemoteName } from './exposed-modules';

/**
 * `true` when component C can be rendered with exactly the contract props of Id. Each remote has an
 * `exposes.contract.ts` that asserts this for every module it exposes; `pnpm typecheck` enforces it.
 */
export type Accepts<Id extends ExposedModuleId, C> = C extends (props: ExposedModuleProps[Id]) => unknown
  ? true
  : false;

/**
 * What a remote's `exposes.contract.ts` proves: `Components` names the component of EVERY module the
 * contracts (and so the screen table) give the remote, or it does not compile, and each one is `true`
 * only when that component takes its contract props.
 */
export type ExposesAccept<
  Remote extends RemoteName,
  Components extends { [Id in ExposedModuleIdOf<Remote>]: unknown },
> = { [Id in ExposedModuleIdOf<Remote>]: Accepts<Id, Components[Id]> };
