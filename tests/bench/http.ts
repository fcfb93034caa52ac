import http from 'node:http';

/**
 * One GET over a keep-alive agent; resolves with time to first byte, total time and body size on the
 * wire (compressed when `acceptEncoding` names gzip or br: the bytes are counted, not decoded).
 */
export function timedGet(
  agent: http.Agent,
  port: number,
  host: string,
  path: string,
  acceptEncoding = 'identity',
  headers: Record<string, string> = {},
) {
  return new Promise<{ ttfb: number; total: number; bytes: number; status: number }>((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    let ttfb = 0;
    let bytes = 0;
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { ...headers, host, 'accept-encoding': acceptEncoding } },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          if (bytes === 0) ttfb = Number(process.hrtime.bigint() - t0) / 1e6;
          bytes += chunk.length;
        });
        res.on('end', () =>
          resolve({ ttfb, total: Number(process.hrtime.bigint() - t0) / 1e6, bytes, status: res.statusCode ?? 0 }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** One GET: its status, headers as sent (name/value pairs) and body bytes as on the wire (not decoded). */
export function rawGet(port: number, host: string, path: string, acceptEncoding = 'identity') {
  return new Promise<{ status: number; headers: [string, string][]; body: Buffer }>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
            headers.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
  });
}
