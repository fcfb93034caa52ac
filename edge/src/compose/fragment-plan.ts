/**
 * One fragment of a page as the page plan (routes/page-plan.ts) names it and compose renders it: the
 * remote and component to call, the loaders whose results go into its props, its time budget. The
 * component is one of that remote's (contracts REMOTE_COMPONENTS), so a misspelt name fails tsc.
 */
import type { RemoteComponentName, RemoteName } from '@forecourt/contracts';

export type FragmentPlan<Loader extends string = string> = {
  [R in RemoteName]: {
    /** Element id of the fragment in the page (also the hydration target). */
    id: string;
    remote: R;
    component: RemoteComponentName<R>;
    /** Edge data loaders whose results go into the fragment's props. */
    load?: Loader[];
    /** Time budget for this fragment in ms (default from env FRAGMENT_BUDGET_MS). */
    budgetMs?: number;
  };
}[RemoteName];
