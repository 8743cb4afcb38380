/** Shared module → the package whose version it carries. */
export declare const SINGLETONS: Readonly<Record<string, string>>;
/** Shared once per page, resolved by a remote on first import (the place map's Leaflet). */
export declare const LAZY_SINGLETONS: Readonly<Record<string, string>>;
export declare function mfShared(options?: {
  withLazy?: boolean;
}): Record<
  string,
  { singleton: true; requiredVersion: string; version: string; lazy?: true; entry?: string }
>;
