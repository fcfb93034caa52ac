export type LoadedRemoteDefinition = {
  name: string;
  jsBudgetKb: number;
  components: string[];
  /** Components exposed to other sites' Module Federation hosts (src/embed/<Name>.tsx). */
  embeds: string[];
};
export declare function loadRemoteDefinition(dir: string): Promise<LoadedRemoteDefinition>;
export declare function remoteNamesIn(root: string): string[];
