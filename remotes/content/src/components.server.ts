import { type FragmentRequest, type SiteConfig, defineRemoteComponent } from '@forecourt/contracts';
import { HomePage, type HomePageProps } from './pages/HomePage.js';
import { DealershipsPage, type DealershipsPageProps } from './pages/DealershipsPage.js';
import { renderComponent } from './render.js';

/** The site config the edge passes in props (already parsed by the edge with SiteConfigSchema). */
function siteOf(req: FragmentRequest): SiteConfig {
  return req.props.site as SiteConfig;
}

export const components = {
  HomePage: defineRemoteComponent<HomePageProps>({
    toProps: (req) => ({ siteName: siteOf(req).name }),
    render: (props) => renderComponent(HomePage, props),
  }),
  DealershipsPage: defineRemoteComponent<DealershipsPageProps>({
    toProps: (req) => ({ siteName: siteOf(req).name }),
    render: (props) => renderComponent(DealershipsPage, props),
  }),
};
