import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederationOptions } from '../../infra/build/remote-federation.mjs';

const options = remoteFederationOptions({
  name: 'forms',
  exposes: { './FormPage': './src/pages/FormPage.tsx' },
  federation,
  react,
});

// Client build of the forms remote: a Module Federation remote whose exposes the shell hydrates.
// zod is replaced by contracts' inert browser stub (remoteFederationOptions): the client validates
// with contracts' pure rules (engine/rules.ts); zod parses on the server (toProps, lead API).
export default defineConfig(options);
