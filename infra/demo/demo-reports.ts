/**
 * Demo history reports: the cars that carry a report (`file`, about 3 in 10 used and demo cars with a
 * VIN) link a small PDF in the image store (R2 FILES), served by the edge's `/media/files/…` as photos
 * are. Each tenant has a pool of DEMO_REPORT_POOL sample reports, picked per car by VIN. Nothing binary
 * is committed: the PDFs are written here (a few hundred bytes of text each) into the git-ignored
 * infra/.generated/reports for the seed's bulk put.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashSeed } from './prng.js';

export const DEMO_REPORT_POOL = 3;

/** The report path (under the site's files) of a car with this VIN. */
export const demoReportPath = (vin: string) => `demo/history-report-${(hashSeed(vin) % DEMO_REPORT_POOL) + 1}.pdf`;
/** Its public src (edge/src/media/site-files.ts siteFileSrc). */
export const demoReportSrc = (path: string) => `/media/files/${path}`;
/** Its R2 key (edge/src/media/site-files.ts siteFileKey). */
export const demoReportKey = (site: string, path: string) => `sites/${site}/files/${path}`;

const CHECKS = [
  ['Written-off register', 'No record'],
  ['Stolen vehicle register', 'No record'],
  ['Finance owing', 'None recorded'],
  ['Odometer history', 'Consistent with service records'],
] as const;

/** A one-page PDF of text lines (Helvetica), with a correct cross-reference table. */
export function textPdf(lines: readonly string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${760 - i * 24} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '.generated', 'reports');

/** Every sample report of a tenant: R2 key, PDF bytes and the file holding them (for `wrangler r2 bulk put`). */
export function demoReports(site: string, siteName: string): { key: string; bytes: Uint8Array; file: string }[] {
  return Array.from({ length: DEMO_REPORT_POOL }, (_, i) => {
    const path = `demo/history-report-${i + 1}.pdf`;
    const bytes = textPdf([
      'Vehicle history report (sample)',
      `Provided by ${siteName} - demo report ${i + 1} of ${DEMO_REPORT_POOL}`,
      '',
      ...CHECKS.map(([check, result]) => `${check}: ${result}`),
      '',
      "A dealer's own uploaded report for the car is shown here.",
    ]);
    const file = join(OUT_DIR, site, `history-report-${i + 1}.pdf`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return { key: demoReportKey(site, path), bytes, file };
  });
}
