import { defineRemote, fragment } from '@forecourt/remote-kit';
import type { FormPageProps } from './engine/types.js';
import { FormPage } from './pages/FormPage.js';
import { formPageProps } from './pages/form-props.js';

/** The forms remote: every lead form, Value My Car and /success. */
export default defineRemote({
  name: 'forms',
  // Over DESIGN's 100 KB page bar today (118.9 KB measured): the budget stops it growing further.
  jsBudgetKb: 120,
  components: {
    FormPage: fragment<FormPageProps>({ component: FormPage, toProps: formPageProps }),
  },
});
