export type LoadedRemoteDefinition = {
  name: string;
  jsBudgetKb: number;
  components: string[];
};
export declare function loadRemoteDefinition(dir: string): Promise<LoadedRemoteDefinition>;
export declare function remoteNamesIn(root: string): string[];
