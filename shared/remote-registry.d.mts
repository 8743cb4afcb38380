import type { RegistryDecision, RemoteRegistryFile } from './src/contracts/remotes';

type Entry = NonNullable<RemoteRegistryFile['remotes'][keyof RemoteRegistryFile['remotes']]>;

export declare const DECISIONS_KEPT: number;
export declare function canaryBucket(visitorId: string, remote: string): number;
export declare function versionForVisitor(
  entry: Entry,
  remote: string,
  visitorId: string | undefined,
): { version: string; channel: 'stable' | 'canary' };
export declare function useVersion(
  registry: RemoteRegistryFile,
  name: string,
  version: string,
  at?: string,
): RemoteRegistryFile;
export declare function rollback(registry: RemoteRegistryFile, name: string, at?: string): RemoteRegistryFile;
export declare function startCanary(
  registry: RemoteRegistryFile,
  name: string,
  version: string,
  percent: number,
  at?: string,
): RemoteRegistryFile;
export declare function promoteCanary(
  registry: RemoteRegistryFile,
  name: string,
  at?: string,
): RemoteRegistryFile;
export declare function endCanary(
  registry: RemoteRegistryFile,
  name: string,
  options?: { by?: RegistryDecision['by']; reason?: string; expectedVersion?: string; at?: string },
): RemoteRegistryFile;
