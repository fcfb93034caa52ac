export declare const BROWSER_ZOD_ALIAS: Record<string, string>;
