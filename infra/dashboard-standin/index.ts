/** LOCAL STAND-IN dealer dashboard (tests and `FORECOURT_DATA=dashboard npm start`). */
export { CAR_PAGE_SIZE, STAND_IN_KEY, STAND_IN_USER, type StandInDashboard, startStandInDashboard } from './server.js';
export { StandInStore, type StandInWebsite } from './store.js';
