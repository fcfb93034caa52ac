/**
 * Customer reviews: names, texts (some null), ratings 1-5 whose average is exactly the target to
 * one decimal, dates over the last six years and Rails-style 'x days ago' words.
 */
import type { Market } from './catalog.js';
import type { Rng } from './prng.js';
import { isoSeconds, timeAgoInWords } from './text.js';
import type { DemoReview } from './types.js';

const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'Noah',
  'Amelia',
  'William',
  'Isla',
  'Oliver',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
  'Sophie',
  'Ethan',
  'Emily',
  'Liam',
  'Ruby',
  'Harrison',
  'Zoe',
  'Lachlan',
  'Hannah',
  'Cooper',
  'Ella',
  'Mason',
  'Matilda',
  'Riley',
  'Priya',
  'Arjun',
  'Mei',
  'Wei',
  'Minh',
  'Linh',
  'Hiroshi',
  'Yuki',
  'Fatima',
  'Omar',
  'Giulia',
  'Marco',
  'Sofia',
  'Nikos',
  'Eleni',
  'Sean',
  'Siobhan',
  'Darren',
  'Karen',
  'Michelle',
  'Bruce',
  'Sharon',
  'Craig',
  'Leanne',
  'Glenn',
  'Tracey',
  'Raj',
  'Anita',
  'Daniel',
  'Rebecca',
];
const NZ_FIRST_NAMES = ['Aroha', 'Tama', 'Nikau', 'Mere', 'Wiremu', 'Anahera', 'Hemi', 'Kiri', 'Rawiri', 'Manaia'];
const US_FIRST_NAMES = [
  'Tyler',
  'Brittany',
  'Cody',
  'Ashley',
  'Brandon',
  'Kayla',
  'Dustin',
  'Megan',
  'Jordan',
  'Kelsey',
];

const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Johnson',
  'White',
  'Martin',
  'Anderson',
  'Thompson',
  'Nguyen',
  'Tran',
  'Walker',
  'Harris',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Davis',
  'Wright',
  'Evans',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Patel',
  'Singh',
  'Chen',
  'Wang',
  'Kim',
  'Papadopoulos',
  'Russo',
  "O'Brien",
  'Murphy',
  'Campbell',
  'Mitchell',
  'Stewart',
  'Young',
  'Morris',
  'Cook',
  'Bell',
  'Ward',
  'Baker',
  'Hughes',
  'Edwards',
  'Turner',
];

const STAFF = ['Josh', 'Emma', 'Steve', 'Tania', 'Ben', 'Kylie', 'Marcus', 'Jess', 'Dean', 'Natalie', 'Sam', 'Andrew'];

const GOOD = [
  '{staff} made buying my new car so easy. No pressure at all and everything was ready on pickup day.',
  'Fantastic experience from start to finish. {staff} answered every question and the finance was sorted in a day.',
  'Great service at {dealer}. The car was detailed beautifully and {staff} walked us through every feature.',
  'Traded in my old car and got a fair price. Friendly team and a quick, transparent process.',
  'Booked online, reserved the car with a deposit and drove it home two days later. Highly recommend.',
  'The service department kept me updated all day and the car was ready early. Thanks {staff}!',
  'Second car we have bought from {dealer} and they have been excellent both times.',
  'Very professional. {staff} found exactly what we were after and even arranged a test drive at home.',
];
const MIXED = [
  'Good car and fair price, but the paperwork took longer than expected.',
  'Friendly staff. Delivery was delayed by a week, although {staff} kept us informed.',
  'Service was fine but the waiting area was busy and the wash was missed.',
  'Decent experience overall. Had to chase a callback about the trade-in valuation.',
];
const BAD = [
  'Waited over an hour for the test drive and nobody followed up afterwards.',
  'The car was not ready on the agreed day and communication was poor.',
  'Quoted one price online and a different one in the showroom. Disappointing.',
  'Service took three days longer than promised.',
];
const REPLIES_GOOD = [
  'Thanks {first}! We are thrilled you are enjoying the car. See you at your first service.',
  'Thank you for the kind words, {first}. We will pass them on to {staff} and the team.',
  'Thanks for choosing {dealer}, {first}. Happy motoring!',
];
const REPLIES_BAD = [
  'Hi {first}, we are sorry to hear this. Our customer care manager will call you today to make it right.',
  'Thank you for the feedback, {first}. This is not the standard we aim for; please contact us so we can help.',
];

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/**
 * Ratings 1..5 for `count` reviews whose sum is round(average * count), so the mean rounds to
 * `average` at one decimal. Sampled from a typical dealer-review shape, then nudged one star at
 * a time (deterministically, from `rng`) until the sum is exact.
 */
export function ratingsWithAverage(rng: Rng, count: number, average: number): number[] {
  const ratings: number[] = Array.from({ length: count }, (): number =>
    rng.weighted([
      [5, 60],
      [4, 22],
      [3, 8],
      [2, 4],
      [1, 6],
    ] as const),
  );
  const target = Math.round(average * count);
  let sum = ratings.reduce((a, b) => a + b, 0);
  if (target < count || target > 5 * count) throw new Error(`average ${average} impossible for ${count} reviews`);
  let guard = count * 64;
  while (sum !== target && guard-- > 0) {
    const i = rng.int(0, count - 1);
    const r = ratings[i] as number;
    if (sum < target && r < 5) {
      ratings[i] = r + 1;
      sum++;
    } else if (sum > target && r > 1) {
      ratings[i] = r - 1;
      sum--;
    }
  }
  // Deterministic sweep in the (practically unreachable) case the random walk ran out.
  for (let i = 0; sum !== target && i < count; i++) {
    const r = ratings[i] as number;
    const step = sum < target ? Math.min(5 - r, target - sum) : -Math.min(r - 1, sum - target);
    ratings[i] = r + step;
    sum += step;
  }
  return ratings;
}

export interface ReviewContext {
  rng: Rng;
  market: Market;
  /** Current time in seconds. */
  now: number;
  firstId: number;
  count: number;
  average: number;
  /** Where reviews were left, with relative weights. */
  targets: { dealershipId: number; locationId: number | null; dealerName: string; weight: number }[];
}

/** Reviews newest first (ids ascending). */
export function generateReviews(ctx: ReviewContext): DemoReview[] {
  const { rng, now } = ctx;
  const ratings = ratingsWithAverage(rng, ctx.count, ctx.average);
  const firstNames =
    ctx.market === 'NZ'
      ? [...FIRST_NAMES, ...NZ_FIRST_NAMES]
      : ctx.market === 'US'
        ? [...FIRST_NAMES, ...US_FIRST_NAMES]
        : FIRST_NAMES;
  const span = 6 * 365 * 86_400;
  // Dates first so ids can follow newest-first order.
  const ages = Array.from({ length: ctx.count }, () => Math.floor(span * rng.next() ** 1.7) + rng.int(3_600, 86_400));
  ages.sort((a, b) => a - b);
  const weighted = ctx.targets.map((t) => [t, t.weight] as const);
  return ratings.map((rating, i) => {
    const target = rng.weighted(weighted);
    const first = rng.pick(firstNames);
    const last = rng.pick(LAST_NAMES);
    const name = rng.chance(0.45) ? `${first} ${last.charAt(0)}.` : `${first} ${last}`;
    const age = ages[i] as number;
    const reviewDate = now - age;
    const created = reviewDate + rng.int(0, Math.floor(Math.min(2 * 86_400, age / 2)));
    const vars = { staff: rng.pick(STAFF), dealer: target.dealerName, first };
    const pool = rating >= 4 ? GOOD : rating === 3 ? MIXED : BAD;
    const text = rng.chance(0.12) ? null : fill(rng.pick(pool), vars);
    const replied = rating <= 2 ? rng.chance(0.8) : rng.chance(0.3);
    const replyDate = replied
      ? reviewDate + rng.int(Math.floor(Math.min(3_600, age / 4)), Math.floor(Math.min(5 * 86_400, age / 2)))
      : null;
    return {
      id: ctx.firstId + i,
      image: null,
      customer_name: name,
      text,
      rating,
      created_at_time_ago_in_words: timeAgoInWords(created, now),
      review_date: isoSeconds(reviewDate),
      review_date_in_words: timeAgoInWords(reviewDate, now),
      reply_text: replied ? fill(rng.pick(rating <= 2 ? REPLIES_BAD : REPLIES_GOOD), vars) : null,
      reply_date: replyDate === null ? null : isoSeconds(replyDate),
      reply_date_in_words: replyDate === null ? null : timeAgoInWords(replyDate, now),
      dealership_id: target.dealershipId,
      location_id: target.locationId,
    };
  });
}
