import type { InfoPage, InfoPageSlug } from './info-page.schema.js';

/** The date the platform's default legal text was last changed. */
const PLATFORM_TEXT_UPDATED = '2026-11-01';

/**
 * Every site has a Terms and Conditions and a Privacy Policy: where a dealer has not written its own,
 * the platform's text stands in. The platform's default Terms and Conditions or Privacy Policy, in the dealer's name; null for any
 * other page (a page the dealer has not written answers 404).
 * @example platformLegalPage('privacy-policy', 'Lakeside Auto')?.title === 'Privacy Policy'
 */
export function platformLegalPage(slug: InfoPageSlug, dealerName: string): InfoPage | null {
  if (slug === 'terms-and-conditions') return platformTerms(dealerName);
  if (slug === 'privacy-policy') return platformPrivacy(dealerName);
  return null;
}

const platformTerms = (dealerName: string): InfoPage => ({
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  summary: `The terms on which ${dealerName} offers this website and the vehicles, services and enquiries on it.`,
  show_history: false,
  updated: PLATFORM_TEXT_UPDATED,
  sections: [
    {
      heading: 'Vehicle listings',
      paragraphs: [
        `${dealerName} takes care to list each vehicle accurately, but details, photos and prices can change and may contain errors. Please confirm the specification, price and availability with us before you rely on them.`,
        'A vehicle is only sold once a contract of sale is signed. Listing a vehicle is an invitation to enquire, not an offer.',
      ],
      bullets: [],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'Prices shown include GST where it applies. Drive-away prices include the on-road costs named with them; other prices may exclude them.',
      ],
      bullets: [],
    },
    {
      heading: 'Deposits and reservations',
      paragraphs: [
        'Where a vehicle can be reserved online, the deposit holds it for you and counts towards the price. The refund terms shown when you reserve apply.',
      ],
      bullets: [],
    },
    {
      heading: 'Your enquiries',
      paragraphs: [
        `When you send an enquiry, ${dealerName} uses your details to answer it, as the Privacy Policy describes.`,
      ],
      bullets: [],
    },
  ],
});

const platformPrivacy = (dealerName: string): InfoPage => ({
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  summary: `How ${dealerName} collects, uses and protects the personal information you give us.`,
  show_history: false,
  updated: PLATFORM_TEXT_UPDATED,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect the details you enter in our forms and the vehicles you ask about.'],
      bullets: [
        'Your name, email address and phone number',
        'Your postcode',
        'Your trade-in vehicle, if you tell us about it',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        `${dealerName} uses your information to answer your enquiry, arrange test drives, services and finance you ask for, and, if you agree, to send you offers. You can opt out at any time.`,
      ],
      bullets: [],
    },
    {
      heading: 'Saved cars on this device',
      paragraphs: [
        'The cars you save and your recent searches are kept in your browser on this device, not on our servers.',
      ],
      bullets: [],
    },
    {
      heading: 'Access and correction',
      paragraphs: [
        'You can ask us for the information we hold about you and ask us to correct it. Contact us through the Contact Us page.',
      ],
      bullets: [],
    },
  ],
});
