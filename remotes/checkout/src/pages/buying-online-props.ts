import {
  ACCEPTED_CARDS,
  CHECKOUT_HOLD_MINUTES,
  DEFAULT_DEPOSIT_AMOUNT,
  DEFAULT_DEPOSIT_REFUND_TERMS,
  type FragmentRequest,
  formatMoney,
  SiteConfigSchema,
} from '@forecourt/contracts';
import * as z from 'zod';

/** Hydration props of /buying-online: how reserving online works at this dealer. */
export type BuyingOnlinePageProps = {
  dealer: string;
  deposit: string;
  holdMinutes: number;
  refundTerms: string;
  cards: string[];
  searchHref: string;
};

const Input = z.object({
  site: SiteConfigSchema.pick({ name: true, currency: true, deposit_refund_terms: true, default_search_path: true }),
});

export function buyingOnlineProps(req: FragmentRequest): BuyingOnlinePageProps {
  const { site } = Input.parse(req.props);
  return {
    dealer: site.name,
    deposit: formatMoney(DEFAULT_DEPOSIT_AMOUNT, site.currency),
    holdMinutes: CHECKOUT_HOLD_MINUTES,
    refundTerms: site.deposit_refund_terms ?? DEFAULT_DEPOSIT_REFUND_TERMS,
    cards: [...ACCEPTED_CARDS],
    searchHref: site.default_search_path,
  };
}
