export type LoadedRemoteDefinition = {
  name: string;
  jsBudgetKb: number;
  components: string[];
  exposes: Record<string, string>;
};
export declare function loadRemoteDefinition(dir: string): Promise<LoadedRemoteDefinition>;
export declare function remoteNamesIn(root: string): string[];
