/** A chunk emitted by shell/vite.config.ts's chunk-url plugin: the module's URL, for import(). */
declare module 'chunk-url:*' {
  const url: string;
  export default url;
}
