// Client builds never parse with zod (the server does: toProps, the APIs), but contracts' modules
// declare schemas at module level; the shell and every remote alias zod to contracts' inert browser
// stub so zod stays out of every page.
import { fileURLToPath } from 'node:url';

export const BROWSER_ZOD_ALIAS = {
  zod: fileURLToPath(new URL('../../contracts/src/browser/zod-stub.ts', import.meta.url)),
};
