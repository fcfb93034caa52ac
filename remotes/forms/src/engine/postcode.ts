import { POSTCODE_PATTERN, type PostcodeLookup, postcodeLookupPath } from '@forecourt/contracts';

/** What a postcode lookup found: the site's locations by distance, 'unknown' (SPEC §8 'Invalid postcode'), or null when it could not ask. */
export type PostcodeAnswer = Pick<PostcodeLookup, 'locations'> | 'unknown' | null;

const answers = new Map<string, Promise<PostcodeAnswer>>();

/**
 * SPEC §5/§7 postcode geocoding through the edge (GET /api/postcodes/{postcode}, Australian postcodes),
 * once per postcode per page. An outage is null, never a refusal: the lead API checks postcodes too.
 */
export function lookupPostcode(postcode: string, fetcher: typeof fetch = fetch): Promise<PostcodeAnswer> {
  if (!POSTCODE_PATTERN.test(postcode)) return Promise.resolve(null);
  let answer = answers.get(postcode);
  if (!answer) {
    answer = fetcher(postcodeLookupPath(postcode))
      .then(async (res) => {
        if (res.status === 404) return 'unknown' as const;
        const json = res.ok ? ((await res.json()) as Partial<PostcodeLookup>) : null;
        return Array.isArray(json?.locations) ? { locations: json.locations } : null;
      })
      .catch(() => null);
    answers.set(postcode, answer);
  }
  return answer;
}
