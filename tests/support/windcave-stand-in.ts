import { readFileSync } from 'node:fs';

/** The Windcave API stand-in (windcave-stand-in.worker.mjs, not Windcave) as a Worker script for Miniflare. */
export const WINDCAVE_STAND_IN_USER = 'ForecourtStandIn';
export const WINDCAVE_STAND_IN_KEY = 'wc-stand-in-key-0123456789';
export const WINDCAVE_STAND_IN = readFileSync(new URL('./windcave-stand-in.worker.mjs', import.meta.url), 'utf8');
