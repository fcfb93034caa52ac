import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederationOptions } from '../../infra/build/remote-federation.mjs';

const options = remoteFederationOptions({
  name: 'search',
  exposes: { './SearchPage': './src/pages/SearchPage.tsx' },
  federation,
  react,
});

// Client build of the search remote: a Module Federation remote whose exposes the shell hydrates.
// zod is replaced by contracts' inert browser stub (remoteFederationOptions): the client uses
// contracts' pure rules only; parsing happens on the server.
export default defineConfig(options);
