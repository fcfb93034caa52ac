import { defineRemote, fragment } from '@forecourt/remote-kit';
import type { FormPageProps } from './engine/types.js';
import { FormPage } from './pages/FormPage.js';
import { formPageProps } from './pages/form-props.js';

/** The forms remote: every lead form, Value My Car and /success. */
export default defineRemote({
  name: 'forms',
  // DESIGN's 100 KB page bar (94.7 KB measured since the import map replaced Module Federation, issue 16).
  jsBudgetKb: 100,
  components: {
    FormPage: fragment<FormPageProps>({ component: FormPage, toProps: formPageProps }),
  },
});
