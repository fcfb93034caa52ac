import type { UserConfig } from 'vite';
export declare const SHARED_SINGLETONS: string[];
export declare const BROWSER_ZOD_ALIAS: Record<string, string>;
export declare function remoteVersion(dir?: string): string;
export declare function remoteFederationOptions(options: {
  name: string;
  exposes: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: the plugin factories of @module-federation/vite and @vitejs/plugin-react
  federation: (options: any) => unknown;
  react: () => unknown;
}): UserConfig;
