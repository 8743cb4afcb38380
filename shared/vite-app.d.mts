import type { UserConfig } from 'vite';
import type { RemoteName } from './src/contracts/exposed-modules';
export declare const DEV_REMOTE_PORTS: Record<RemoteName, number>;
export declare function remoteConfig(opts: { name: RemoteName; exposes: Record<string, string> }): UserConfig;
export declare function hostConfig(opts: { port: number; apiTarget: string }): UserConfig;
