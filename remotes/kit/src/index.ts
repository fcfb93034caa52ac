export type { EmbeddedAsset } from './assets.js';
export type { AnyRemoteComponent, RemoteComponent, RemoteDefinition, RemoteDefinitionOf } from './define-remote.js';
export { defineRemote, fragment } from './define-remote.js';
export { FragmentRequestError, handleRender } from './handle-render.js';
export { renderFragment } from './render-fragment.js';
