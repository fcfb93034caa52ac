/*
 * STAND-IN for LiveChat's tracking.js (https://cdn.livechatinc.com/tracking.js), served only by the e2e
 * tests (a Playwright route): the real script is unreachable here. It implements the part of LiveChat's
 * public Chat Widget JavaScript API v2.0 that Forecourt uses:
 * - reads window.__lc (license, group);
 * - takes over window.LiveChatWidget as the real tracking code does: installs `_h` and replays the calls
 *   queued in `_q` before it loaded;
 * - LiveChatWidget.on(name, cb) / call('maximize' | 'minimize');
 * - 'new_event' with { id, timestamp (ms), type: 'message', author: { id, type: 'customer' | 'agent' }, text }.
 * The widget is a plain panel here (the real one is a frame): a message box and a Send button send a
 * customer message; on first maximize it replays one old customer message from the chat's history, as a
 * returning visitor's widget does.
 */
(() => {
  const settings = window.__lc || {};
  const api = window.LiveChatWidget || { _q: [], _h: null };
  const handlers = {};
  let panel = null;
  let replayed = false;
  const emit = (name, payload) => {
    for (const cb of handlers[name] || []) cb(payload);
  };
  const message = (text, timestamp) => ({
    id: `e${Math.random().toString(36).slice(2)}`,
    timestamp,
    type: 'message',
    author: { id: 'visitor', type: 'customer' },
    text,
  });
  const maximize = () => {
    if (!panel) {
      panel = document.createElement('section');
      panel.id = 'livechat-stand-in';
      panel.setAttribute('aria-label', 'LiveChat (stand-in)');
      panel.dataset.license = String(settings.license);
      panel.dataset.group = String(settings.group);
      panel.style.cssText =
        'position:fixed;right:16px;bottom:80px;z-index:70;width:300px;padding:12px;background:#fff;color:#111;border:1px solid #999';
      panel.innerHTML =
        '<h2 style="margin:0 0 8px;font-size:1rem">LiveChat stand-in</h2><label>Message <input name="m"></label> <button type="button">Send</button>';
      panel.querySelector('button').addEventListener('click', () => {
        const input = panel.querySelector('input');
        emit('new_event', message(input.value, Date.now()));
        input.value = '';
      });
      document.body.append(panel);
    }
    panel.hidden = false;
    emit('visibility_changed', { visibility: 'maximized' });
    if (!replayed) {
      replayed = true;
      emit('new_event', message('an earlier message', Date.now() - 60_000));
    }
  };
  api._h = (method, args) => {
    const [name, arg] = args;
    if (method === 'on') {
      handlers[name] = handlers[name] || [];
      handlers[name].push(arg);
    } else if (method === 'call' && name === 'maximize') maximize();
    else if (method === 'call' && name === 'minimize' && panel) panel.hidden = true;
  };
  for (const call of api._q.splice(0)) api._h(...call);
  window.LiveChatWidget = api;
  setTimeout(() => emit('ready', { state: { availability: 'online', visibility: 'minimized' } }));
})();
