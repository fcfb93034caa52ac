import type { Plugin } from 'vite';
export declare const VENDOR_ID: string;
export declare const vendorEntry: Plugin;
export declare const importMapFile: Plugin;
