/** The dealer-style description text of a generated car (no draws). */
import { type CarType, localizeText } from '@forecourt/contracts';

export function description(c: {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  type: CarType;
  colour: string;
  fuel: string;
  features: string[];
  dealer: string;
  towed: boolean;
  market: string;
}): string {
  const what = `${c.year} ${c.make} ${c.model}${c.badge ? ` ${c.badge}` : ''}`;
  const condition =
    c.type === 'new'
      ? `Brand new ${what} in ${c.colour}, ready to drive away.`
      : c.type === 'demo'
        ? `Ex-demonstrator ${what} in ${c.colour} with the balance of the factory warranty.`
        : `Quality pre-owned ${what} in ${c.colour}, inspected and serviced before sale.`;
  const fuel = c.towed
    ? ''
    : ` ${c.fuel === 'Electric' ? 'Fully electric, zero tailpipe emissions.' : `${c.fuel} engine.`}`;
  const features = c.features.length > 0 ? ` Features include ${c.features.slice(0, 5).join(', ')}.` : '';
  const text = `${condition}${fuel}${features} Visit ${c.dealer} or enquire online today.`;
  // A US dealer writes Gas, inquire and color (issue 35); the others as written.
  return c.market === 'US' ? localizeText('en-US', text) : text;
}
