/** Shared module → the package whose version it carries. */
export declare const SINGLETONS: Readonly<Record<string, string>>;
export declare function mfShared(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
>;
