/** The part of madge's API (it ships no types) that import-cycles.test.ts uses. */
declare module 'madge' {
  type MadgeConfig = { fileExtensions?: string[]; tsConfig?: string; detectiveOptions?: object };
  type MadgeResult = {
    obj(): Record<string, string[]>;
    circular(): string[][];
    warnings(): { skipped: string[] };
  };
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
