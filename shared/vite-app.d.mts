import type { UserConfig } from 'vite';
export declare const DEV_REMOTE_PORTS: Record<'reader' | 'builder' | 'submit' | 'entity', number>;
export declare function remoteConfig(opts: {
  name: string;
  exposes: Record<string, string>;
  port: number;
}): UserConfig;
export declare function hostConfig(opts: { port: number; apiTarget: string }): UserConfig;
