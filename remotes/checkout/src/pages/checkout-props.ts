import {
  type CaptchaMode,
  CaptchaModeSchema,
  CarSchema,
  carEnquiryPath,
  carPath,
  carTitle,
  checkoutDetailsStep,
  type FieldRuleOptions,
  type FormField,
  type FragmentRequest,
  fieldRuleOptions,
  formatMoney,
  formatOdometer,
  imageUrl,
  PAYMENT_PROVIDERS,
  priceDisplay,
  SANDBOX_TEST_CARDS,
  SiteConfigSchema,
  similarCarsPath,
} from '@forecourt/contracts';
import * as z from 'zod';

/** Hydration props of the checkout journey (issue 12): JSON-safe, computed on the server. */
export type CheckoutPageProps = {
  car: {
    id: number;
    slug: string;
    title: string;
    price: string;
    odometer: string;
    stock: string;
    image: string | null;
    href: string;
  };
  /** Why it cannot be reserved here; empty when it can (then the journey shows, else Enquire / Similar). */
  reasons: string[];
  enquireHref: string;
  similarHref: string;
  deposit: { amount: number; text: string; currency: string };
  provider: 'sandbox' | 'stripe' | 'windcave' | null;
  publishableKey: string | null;
  details: { heading: string; description: string; fields: FormField[] };
  rules: Required<Omit<FieldRuleOptions, 'now'>>;
  /** Sandbox only: the test cards the page lists. */
  testCards: { number: string; label: string }[];
  dealer: string;
  /** The site's captcha (the edge's `captcha` loader): a hold starts only with its token (issue 30 item 7). */
  captcha: CaptchaMode;
  /** The URL is a provider's return or a confirmed reservation: the hold decides what shows (no journey flash). */
  returning: boolean;
};

const Input = z.object({
  site: SiteConfigSchema,
  captcha: CaptchaModeSchema.optional(),
  checkoutCar: z.object({
    car: CarSchema,
    reasons: z.array(z.string()),
    deposit: z.number(),
    provider: z.enum(PAYMENT_PROVIDERS).nullable(),
    publishableKey: z.string().nullable(),
  }),
});

const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export function checkoutProps(req: FragmentRequest): CheckoutPageProps {
  const { site, captcha, checkoutCar } = Input.parse(req.props);
  const { car } = checkoutCar;
  const step = checkoutDetailsStep();
  return {
    car: {
      id: car.id,
      slug: car.slug,
      title: carTitle(car),
      price: priceDisplay(car, { noPriceText: site.no_price_text, currency: site.currency }).text,
      odometer: formatOdometer(car.km, site.locale),
      stock: car.stocknum,
      image: car.primary_image_url
        ? imageUrl(car.primary_image_url, { width: 480, quality: site.image_quality })
        : null,
      href: carPath(car.slug, site.vehicle_base_path),
    },
    reasons: checkoutCar.reasons,
    enquireHref: carEnquiryPath(car.id),
    similarHref: similarCarsPath(car),
    deposit: {
      amount: checkoutCar.deposit,
      text: formatMoney(checkoutCar.deposit, site.currency),
      currency: site.currency,
    },
    provider: checkoutCar.provider,
    publishableKey: checkoutCar.publishableKey,
    details: { heading: step.heading, description: step.description ?? '', fields: step.fields },
    rules: fieldRuleOptions(site),
    testCards:
      checkoutCar.provider === 'sandbox'
        ? Object.entries(SANDBOX_TEST_CARDS).map(([number, card]) => ({
            number: groupDigits(number),
            label: card.label,
          }))
        : [],
    dealer: site.name,
    captcha: captcha ?? { provider: 'test' },
    returning: ['payment_intent', 'sessionId', 'reservation'].some((key) => key in req.route.query),
  };
}
