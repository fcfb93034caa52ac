/**
 * The one Module Federation runtime of the page. Remotes are built with
 * `experiments.externalRuntime`, so instead of bundling their own copy they read
 * `globalThis._FEDERATION_RUNTIME_CORE`. We hand them exactly the runtime-core exports their
 * generated code calls (see any remote's `assets/utils-*.js`) rather than the whole namespace:
 * named imports let the bundler drop the rest, and `@module-federation/runtime` (a thin wrapper
 * around runtime-core) is not needed at all. Together with the build defines in vite.config.ts this
 * took ~3.5 KB gzip off every page. If a newer @module-federation/vite needs another export, the
 * hydration e2e tests fail with "… is not a function": add the name here.
 */
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = {
  CurrentGlobal,
  getGlobalFederationConstructor,
  helpers,
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
};
setGlobalFederationConstructor(ModuleFederation);

/** The shell's federation instance, registered globally the way `@module-federation/runtime`'s createInstance does. */
export function createFederation(options: ConstructorParameters<typeof ModuleFederation>[0]): ModuleFederation {
  const instance = new (getGlobalFederationConstructor() ?? ModuleFederation)(options);
  setGlobalFederationInstance(instance);
  return instance;
}
