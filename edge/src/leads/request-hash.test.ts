import { describe, expect, it } from 'vitest';
import { canonicalJson, leadRequestHash } from './request-hash.js';

describe('lead request hash', () => {
  it('is the same for the same parameters in any key order, different for other values or files', async () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[2,{"c":null,"d":1}]}',
    );
    const a = await leadRequestHash({ name: 'Sam', email: 's@x.au' }, []);
    expect(await leadRequestHash({ email: 's@x.au', name: 'Sam' }, [])).toBe(a);
    expect(await leadRequestHash({ name: 'Sal', email: 's@x.au' }, [])).not.toBe(a);
    const cv = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });
    expect(await leadRequestHash({ name: 'Sam', email: 's@x.au' }, [cv])).not.toBe(a);
  });
});
