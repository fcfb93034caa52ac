import { LEAD_FILE_LIMITS } from './lead-schema.js';

/** The longest stored file name (characters; the extension is kept). */
export const LEAD_FILE_NAME_MAX = 120;

/**
 * A file name as a dealer's inbox and our storage see it: Unicode NFC, no control characters, no path,
 * whitespace collapsed, at most LEAD_FILE_NAME_MAX characters with its extension kept; 'file' if
 * nothing is left.
 *
 * @example
 * normalizeLeadFileName('../../CV\u0000 final.pdf'); // 'CV final.pdf'
 */
export function normalizeLeadFileName(name: string): string {
  const base = name
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return 'file';
  if (base.length <= LEAD_FILE_NAME_MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, LEAD_FILE_NAME_MAX - ext.length) + ext;
}

const startsWith = (bytes: Uint8Array, sig: readonly number[]) => sig.every((b, i) => bytes[i] === b);
const SIGNATURES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'application/msword': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE2 compound file
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [[0x50, 0x4b, 0x03, 0x04]], // zip
};

/**
 * Whether a file's first bytes are what its declared type says (the type a browser declares comes from
 * the file name, so `x.html` renamed `x.png` is declared image/png). Text must be text: no NUL byte and
 * no markup a browser would render as a page. Pass at least the first 512 bytes.
 *
 * @example
 * leadFileContentMatches('image/png', new TextEncoder().encode('<html>')); // false
 */
export function leadFileContentMatches(type: string, head: Uint8Array): boolean {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(media in LEAD_FILE_LIMITS.types)) return false;
  if (media === 'text/plain') {
    if (head.includes(0)) return false;
    const text = new TextDecoder().decode(head).trimStart().toLowerCase();
    return !/^<(!doctype|html|head|body|script|svg|\?xml)/.test(text);
  }
  return (SIGNATURES[media] ?? []).some((sig) => startsWith(head, sig));
}
