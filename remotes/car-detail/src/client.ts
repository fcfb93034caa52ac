/** Client entry of the car-detail remote: the components it exposes through Module Federation. */

export { CarPage } from './pages/CarPage.js';
