// Wrangler bundles a .wasm?module import as a compiled WebAssembly.Module (its default module rules).
declare module '*.wasm?module' {
  const module: WebAssembly.Module;
  export default module;
}
