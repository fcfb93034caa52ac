import { defineRemoteComponent } from '@forecourt/contracts';
import { DealershipsPage } from './pages/DealershipsPage.js';
import { type DealershipsPageProps, dealershipsProps } from './pages/dealerships-props.js';
import { HomePage } from './pages/HomePage.js';
import { type HomePageProps, homeProps } from './pages/home-props.js';
import { renderComponent } from './render.js';

/** The components this remote renders for the edge, by the names the page plan uses. */
export const components = {
  HomePage: defineRemoteComponent<HomePageProps>({
    toProps: homeProps,
    render: (props) => renderComponent(HomePage, props),
  }),
  DealershipsPage: defineRemoteComponent<DealershipsPageProps>({
    toProps: dealershipsProps,
    render: (props) => renderComponent(DealershipsPage, props),
  }),
};
