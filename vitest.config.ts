import { defineConfig } from 'vitest/config';
import { edgeProjects } from './edge/vitest.projects.js';

/**
 * Every package's unit tests in one vitest run (one start, files spread over the workers), for
 * `npm test` and `pnpm test:changed`. Each folder keeps its own config (or vitest's defaults).
 * Contracts run on their own in `npm test`: their coverage bar is measured over contracts alone.
 * The workerd integration tests (tests/) build the platform first and run in their own step.
 */
export default defineConfig({
  test: {
    projects: ['contracts', ...edgeProjects, 'shell', 'remotes/*', 'infra'],
  },
});
