/** Client entry of the forms remote: the components it exposes through Module Federation. */

export { FormPage } from './pages/FormPage.js';
