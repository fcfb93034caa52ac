import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { remoteFederationOptions } from '../../infra/build/remote-federation.mjs';

// Client build of the car-detail remote: a Module Federation remote whose exposes the shell hydrates.
export default defineConfig(
  remoteFederationOptions({
    name: 'car-detail',
    exposes: { './CarPage': './src/pages/CarPage.tsx' },
    federation,
    react,
  }),
);
