import type { FragmentRequest, RemoteComponentName, RemoteName } from '@forecourt/contracts';
import type { ComponentType } from 'react';

/**
 * One component a remote exposes: rendered on the server for the edge's FragmentRequest and, under
 * the same name, loaded by the shell in the browser to hydrate it.
 */
export type RemoteComponent<P> = {
  /** The React component. It must be the export `<Name>` of `src/pages/<Name>.tsx`: the build makes that file the page module `<Name>.js`. */
  component: ComponentType<P>;
  /**
   * Turns the edge's request into the component's hydration props (parse `req.props` with zod: the RPC
   * is a boundary). The same props render on the server and hydrate in the browser, so anything that
   * depends on time or locale is computed here from `req.now` and the site config.
   */
  toProps: (req: FragmentRequest) => P;
  /**
   * Optional: the props the browser hydrates with, when they can be lighter than the server's (e.g.
   * markup the client keeps as the server rendered it, so its data need not travel twice). Default:
   * the same props.
   */
  hydrationProps?: (props: P) => P;
  /**
   * Wait for every Suspense boundary before the HTML leaves (no streamed fallback-then-swap script):
   * for pages whose lazy parts resolve at once on the server.
   */
  allReady?: boolean;
};

/** A component with its props type erased, as the remote's component table holds it. */
export type AnyRemoteComponent = {
  component: ComponentType<never>;
  toProps: (req: FragmentRequest) => unknown;
  hydrationProps?: (props: never) => unknown;
  allReady?: boolean;
};

export type RemoteDefinition = {
  name: RemoteName;
  /** Most JavaScript (KB gzip, shell + remote entry + the component's chunks) a page of this remote may ship; the build fails above it. */
  jsBudgetKb: number;
  /** By the names the edge's page plan uses. */
  components: Record<string, AnyRemoteComponent>;
  /**
   * Components other sites' Module Federation hosts may load (docs/EMBEDDING.md): each the export
   * `<Name>` of `src/embed/<Name>.tsx`, exposed as `./<Name>` by the version's federated build. None: no
   * federated build.
   */
  embeds?: readonly string[];
};

/**
 * What a remote's definition file declares: exactly the components contracts REMOTE_COMPONENTS lists
 * for it (a missing or extra component fails the remote's typecheck).
 */
export type RemoteDefinitionOf<N extends RemoteName> = {
  name: N;
  jsBudgetKb: number;
  components: Record<RemoteComponentName<N>, AnyRemoteComponent>;
  embeds?: readonly string[];
};

/**
 * Declares one exposed component with its props type checked, erased for the component table.
 * @example HomePage: fragment({ component: HomePage, toProps: homeProps })
 */
export function fragment<P>(definition: RemoteComponent<P>): AnyRemoteComponent {
  return definition as unknown as AnyRemoteComponent;
}

/**
 * A remote is this one definition: its name, its JavaScript budget and its components (exactly the
 * names contracts REMOTE_COMPONENTS lists for it). The Worker (render RPC + client files), the server
 * component table, the client's page modules and the federated build of its `embeds` are all generated
 * from it (`remoteWorker`, build/load-definition.mjs).
 * @example export default defineRemote({ name: 'content', jsBudgetKb: 100, components: { HomePage: fragment({...}) } })
 */
export function defineRemote<const N extends RemoteName>(
  definition: RemoteDefinitionOf<N>,
): RemoteDefinitionOf<N> & RemoteDefinition {
  for (const name of Object.keys(definition.components)) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name))
      throw new Error(`${definition.name}: component name ${name} is not PascalCase`);
  }
  for (const name of definition.embeds ?? []) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`${definition.name}: embed name ${name} is not PascalCase`);
  }
  return definition;
}
