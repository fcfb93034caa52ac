/**
 * A LOCAL STAND-IN for the analytics tag hosts (www.googletagmanager.com, connect.facebook.net), for
 * `pnpm bench:lighthouse` on a site with tag ids: the real hosts are unreachable offline. It answers
 * every request with a few lines of JavaScript (not Google's or Meta's code), over HTTPS with a
 * throwaway self-signed certificate. Run it, then point Chromium at it:
 *   TAG_STAND_IN_CERT=cert.pem TAG_STAND_IN_KEY=key.pem TAG_STAND_IN_PORT=8813 tsx bench/tag-stand-in.ts &
 *   BENCH_LH_CHROME_FLAGS='--host-resolver-rules="MAP www.googletagmanager.com 127.0.0.1:8813,MAP connect.facebook.net 127.0.0.1:8813" --ignore-certificate-errors'
 * (a self-signed certificate for: openssl req -x509 -newkey rsa:2048 -nodes -keyout key.pem -out cert.pem -subj /CN=stand-in)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';

const PORT = Number(process.env.TAG_STAND_IN_PORT ?? 8813);
const SCRIPT = `/* LOCAL STAND-IN for a tag script (tests/bench/tag-stand-in.ts) */
(function(){var f=window.fbq;if(f&&f.queue){f.callMethod=function(){};f.queue=[];}
window.__tagStandIn=(window.__tagStandIn||0)+1;})();`;

createServer(
  {
    cert: readFileSync(String(process.env.TAG_STAND_IN_CERT)),
    key: readFileSync(String(process.env.TAG_STAND_IN_KEY)),
  },
  (req, res) => {
    res.writeHead(200, {
      'content-type': 'text/javascript',
      'cache-control': 'max-age=900',
      'access-control-allow-origin': '*',
    });
    res.end(req.url?.includes('.js') || req.url?.includes('/gtag/') ? SCRIPT : '');
  },
).listen(PORT, '127.0.0.1', () => console.log(`tag stand-in on https://127.0.0.1:${PORT}`));
