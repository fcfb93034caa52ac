import { describe, expect, it } from 'vitest';
import { LEAD_FILE_NAME_MAX, leadFileContentMatches, normalizeLeadFileName } from './lead-files.js';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('lead files', () => {
  it('normalises names: no path, no control characters, NFC, capped with the extension kept', () => {
    expect(normalizeLeadFileName('../../CV\u0000 final.pdf')).toBe('CV final.pdf');
    expect(normalizeLeadFileName('C:\\Users\\sam\\cv.docx')).toBe('cv.docx');
    expect(normalizeLeadFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf'.normalize('NFC'));
    expect(normalizeLeadFileName('\u0007\u0008')).toBe('file');
    const long = normalizeLeadFileName(`${'a'.repeat(5000)}.pdf`);
    expect(long).toHaveLength(LEAD_FILE_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('accepts each type by its signature and refuses a mismatch (HTML declared as an image, a PNG as a PDF)', () => {
    expect(leadFileContentMatches('application/pdf', text('%PDF-1.7\n'))).toBe(true);
    expect(leadFileContentMatches('image/png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(true);
    expect(leadFileContentMatches('image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(leadFileContentMatches('application/msword', bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(
      true,
    );
    expect(
      leadFileContentMatches(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        bytes(0x50, 0x4b, 0x03, 0x04),
      ),
    ).toBe(true);
    expect(leadFileContentMatches('text/plain', text('Dear team,\nplease find my CV.'))).toBe(true);
    expect(leadFileContentMatches('image/png', text('<html><script>alert(1)</script>'))).toBe(false);
    expect(leadFileContentMatches('application/pdf', bytes(0x89, 0x50, 0x4e, 0x47))).toBe(false);
    expect(leadFileContentMatches('text/plain', text('  <!DOCTYPE html><p>hi'))).toBe(false);
    expect(leadFileContentMatches('text/plain', bytes(0x41, 0, 0x42))).toBe(false);
    expect(leadFileContentMatches('application/x-msdownload', text('MZ'))).toBe(false);
  });
});
