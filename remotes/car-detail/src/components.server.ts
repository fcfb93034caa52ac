import { defineRemoteComponent } from '@forecourt/contracts';
import { CarPage } from './pages/CarPage.js';
import { type CarPageProps, carProps } from './pages/car-props.js';
import { renderComponent } from './render.js';

/** The components this remote renders for the edge, by the names the page plan uses. */
export const components = {
  CarPage: defineRemoteComponent<CarPageProps>({
    toProps: carProps,
    render: (props) => renderComponent(CarPage, props),
  }),
};
