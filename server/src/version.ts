import packageJson from '../package.json' with { type: 'json' };

/** Reported by /api/health and the OpenAPI document; bundled in at build time. */
export const SERVER_VERSION: string = packageJson.version;
