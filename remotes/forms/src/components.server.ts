import { defineRemoteComponent } from '@forecourt/contracts';
import type { FormPageProps } from './engine/types.js';
import { FormPage } from './pages/FormPage.js';
import { formPageProps } from './pages/form-props.js';
import { renderComponent } from './render.js';

/** The components this remote renders for the edge, by the names the page plan uses. */
export const components = {
  FormPage: defineRemoteComponent<FormPageProps>({
    toProps: formPageProps,
    head: (props) => [
      { tag: 'meta', attrs: { name: 'robots', content: props.page === 'success' ? 'noindex' : 'index,follow' } },
    ],
    render: (props) => renderComponent(FormPage, props),
  }),
};
