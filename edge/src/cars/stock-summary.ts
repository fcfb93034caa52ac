import { type StockSummary, type SummarisedCar, stockSummaryOf } from '@forecourt/contracts';
import type { SyncDb } from '../search/sync.js';

/**
 * A site's stock summary from D1: the cars it lists for sale (shown on the website, not sold), counted
 * by contracts stockSummaryOf. The dashboard sync, its webhook and `pnpm ops stock import` store it in
 * the site's configuration, so the search sidebar's makes and models follow the stock they bring in.
 * Takes the sync's D1 interface so the import CLI (infra/stock) reads it the same way.
 */
export async function storedStockSummary(db: SyncDb, dealershipIds: readonly number[]): Promise<StockSummary> {
  if (dealershipIds.length === 0) return stockSummaryOf([]);
  const marks = dealershipIds.map(() => '?').join(', ');
  const { results } = await db
    .prepare(
      `SELECT make, model, car_type FROM cars
       WHERE dealership_id IN (${marks}) AND status <> 'sold' AND show_on_dealer_website = 1`,
    )
    .bind(...dealershipIds)
    .all<SummarisedCar>();
  return stockSummaryOf(results);
}
