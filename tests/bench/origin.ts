/**
 * The benchmarks that measure a running platform (js-weight, lighthouse, navigation) rather than start
 * their own: BENCH_ORIGIN_PORT (default 8787, `npm start`). Says what to run first when nothing listens.
 */
import http from 'node:http';

export const ORIGIN_PORT = Number(process.env.BENCH_ORIGIN_PORT ?? 8787);

export async function requireOrigin(port: number = ORIGIN_PORT): Promise<void> {
  const up = await new Promise<boolean>((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', timeout: 5000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
  });
  if (up) return;
  console.error(
    `[bench] nothing answers on 127.0.0.1:${port}/healthz. Start the platform first: \`npm start\` (port 8787), ` +
      'or point BENCH_ORIGIN_PORT at a running one (e.g. the e2e server on 8788).',
  );
  process.exit(1);
}
