/** Client entry of the content remote: the components it exposes through Module Federation. */
export { HomePage } from './pages/HomePage.js';
export { DealershipsPage } from './pages/DealershipsPage.js';
