import { defineRemote, fragment } from '@forecourt/remote-kit';
import { CarPage } from './pages/CarPage.js';
import { type CarPageProps, carProps } from './pages/car-props.js';

/** The car-detail remote: the vehicle page and its 404 with similar stock. */
export default defineRemote({
  name: 'car-detail',
  // SPEC §9: a car page ships <= 100 KB gzip of JavaScript, React included (75.7 KB measured, issue 16).
  jsBudgetKb: 90,
  // For other sites' Module Federation hosts (docs/EMBEDDING.md): the car page's repayment calculator.
  embeds: ['FinanceCalculator'],
  components: {
    // Every lazy part the server renders (the 404 page) resolves at once: waiting makes the HTML
    // complete in place, with no streamed fallback-then-swap script.
    CarPage: fragment<CarPageProps>({ component: CarPage, toProps: carProps, allReady: true }),
  },
});
