export declare const SINGLETONS: readonly string[];
export declare function mfShared(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
>;
