/*
 * STAND-IN for Zendesk's Web Widget snippet (https://static.zdassets.com/ekr/snippet.js?key=…), served only
 * by the e2e tests (a Playwright route): the real script is unreachable here. It implements the part of
 * Zendesk's messaging Web Widget API that Forecourt uses: window.zE('messenger', 'open' | 'close') and
 * zE('messenger:on', 'open' | 'close', callback). The messenger is a plain panel here (the real one is
 * Zendesk's own UI); the key the page asked for is shown on it.
 */
(() => {
  const key = new URL(document.currentScript.src).searchParams.get('key');
  const handlers = { open: [], close: [] };
  let panel = null;
  window.zE = (target, action, callback) => {
    if (target === 'messenger:on' && handlers[action]) handlers[action].push(callback);
    if (target !== 'messenger') return;
    if (action === 'open') {
      if (!panel) {
        panel = document.createElement('section');
        panel.id = 'zendesk-stand-in';
        panel.setAttribute('aria-label', 'Zendesk messaging (stand-in)');
        panel.dataset.key = key;
        panel.style.cssText =
          'position:fixed;right:16px;bottom:80px;z-index:70;width:300px;padding:12px;background:#fff;color:#111;border:1px solid #999';
        panel.innerHTML = '<h2 style="margin:0;font-size:1rem">Zendesk messaging stand-in</h2>';
        document.body.append(panel);
      }
      panel.hidden = false;
      for (const cb of handlers.open) cb({ type: 'messagingOpened', createdAt: Date.now() });
    } else if (action === 'close' && panel) {
      panel.hidden = true;
      for (const cb of handlers.close) cb({ type: 'messagingClosed', createdAt: Date.now() });
    }
  };
})();
