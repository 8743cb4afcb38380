import type { Plugin } from 'vite';

/** A shared module as mf-shared.mjs describes it. */
interface ShareConfig {
  version: string;
  singleton?: boolean;
  requiredVersion: string;
}
export declare const RUNTIME_DEFINES: Readonly<Record<string, string>>;
export declare const USED_SHARES_PLACEHOLDER: string;
export declare function remoteEntryCode(options: {
  name: string;
  exposes: Record<string, string>;
  shared: Record<string, ShareConfig>;
}): string;
export declare function fallbackModuleCode(key: string): string;
export declare function shareModuleCode(
  container: string,
  key: string,
  config: ShareConfig,
  names: string[],
): string;
export declare function hostInitCode(options: { name: string; shared: Record<string, ShareConfig> }): string;
export declare function chunkName(
  chunk: { name: string; facadeModuleId: string | null; moduleIds: string[] },
  fallbackIds: Record<string, string>,
): string;
export declare function remoteContainer(options: {
  name: string;
  exposes: Record<string, string>;
  shared: Record<string, ShareConfig>;
  metaData?: () => Record<string, string>;
}): Plugin;
export declare function hostContainer(options: { name: string; shared: Record<string, ShareConfig> }): Plugin;
