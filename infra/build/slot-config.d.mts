export declare const COMPATIBILITY: { compatibility_date: string; compatibility_flags: string[] };
export declare function slotConfig(name: string, slot: string): Record<string, unknown>;
