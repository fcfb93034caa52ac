/** Client entry of the content remote: the components it exposes through Module Federation. */

export { DealershipsPage } from './pages/DealershipsPage.js';
export { HomePage } from './pages/HomePage.js';
