import type { Plugin } from 'vite';

export declare function borrowHostRuntimeCore(): Plugin;
