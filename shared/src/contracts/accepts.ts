import type { ExposedModuleId, ExposedModuleProps } from './exposed-modules';

/**
 * `true` when component C can be rendered with exactly the contract props of Id. Each remote has an
 * `exposes.contract.ts` that asserts this for every module it exposes; `pnpm typecheck` enforces it.
 */
export type Accepts<Id extends ExposedModuleId, C> = C extends (props: ExposedModuleProps[Id]) => unknown
  ? true
  : false;
