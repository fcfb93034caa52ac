import * as jotai from 'jotai';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';

/**
 * The singletons every remote shares through Module Federation: one React, one ReactDOM and one
 * jotai (so one default store across all fragments). Remotes are built with `import: false` for
 * these, so the shell is the only place they are loaded from.
 */
const version = React.version;
const singleton = { singleton: true, requiredVersion: '*' } as const;

export const sharedSingletons = {
  react: { version, lib: () => React, shareConfig: singleton },
  'react/jsx-runtime': { version, lib: () => ReactJsxRuntime, shareConfig: singleton },
  'react-dom': { version, lib: () => ReactDOM, shareConfig: singleton },
  jotai: { version: '3.0.1', lib: () => jotai, shareConfig: singleton },
};
