/**
 * The one Module Federation runtime of the page. Remotes are built with
 * `experiments.externalRuntime`, so instead of bundling their own copy they read
 * `globalThis._FEDERATION_RUNTIME_CORE`. We hand them exactly the runtime-core exports their
 * generated code calls (see any remote's `assets/utils-*.js`) rather than the whole namespace:
 * named imports let the bundler drop the rest, and `@module-federation/runtime` (a thin wrapper
 * around runtime-core) is not needed at all. Together with the build defines in vite.config.ts this
 * took ~3.5 KB gzip off every page. The names are listed in shell/federation-runtime-exports.json:
 * every remote build checks its output against that list (infra/build/build-remote.mjs), so a remote
 * built with a newer @module-federation/vite that needs another export fails its build, not the pages.
 */
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/** What remotes get as `_FEDERATION_RUNTIME_CORE` (names: shell/federation-runtime-exports.json). */
export const FEDERATION_RUNTIME_CORE = {
  CurrentGlobal,
  getGlobalFederationConstructor,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = FEDERATION_RUNTIME_CORE;
setGlobalFederationConstructor(ModuleFederation);

/** The shell's federation instance, registered globally the way `@module-federation/runtime`'s createInstance does. */
export function createFederation(options: ConstructorParameters<typeof ModuleFederation>[0]): ModuleFederation {
  const instance = new (getGlobalFederationConstructor() ?? ModuleFederation)(options);
  setGlobalFederationInstance(instance);
  return instance;
}
