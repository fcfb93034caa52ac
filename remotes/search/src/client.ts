/** Client entry of the search remote: the components it exposes through Module Federation. */

export { SearchPage } from './pages/SearchPage.js';
