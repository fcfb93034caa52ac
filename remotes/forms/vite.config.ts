import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederationOptions } from '../../infra/build/remote-federation.mjs';

// Client build of the forms remote: a Module Federation remote whose exposes the shell hydrates.
export default defineConfig(
  remoteFederationOptions({
    name: 'forms',
    exposes: { './FormPage': './src/pages/FormPage.tsx' },
    federation,
    react,
  }),
);
