/**
 * The script `docsite dev` adds to every page it serves (inline, so it works even when the app
 * bundle is broken): listens to the live-reload channel, hands page updates to the app (which swaps
 * the page in place), reloads when the app can't, shows build errors in an overlay and warnings (dead links)
 * in a corner box.
 */
import { EVENTS_PATH } from './events.ts';

export const CODE_CSS_PATH = '/__docsite/code.css';

const SCRIPT = String.raw`(() => {
  if (window.__DOCSITE_DEV_CLIENT__) return;
  window.__DOCSITE_DEV_CLIENT__ = true;
  let serverId = null;
  let host = null;
  const el = (tag, props) => Object.assign(document.createElement(tag), props);
  const overlay = (errors) => {
    window.__DOCSITE_DEV_ERRORS__ = errors;
    if (!errors.length) {
      if (host) host.remove();
      host = null;
      return;
    }
    if (!host) {
      host = document.createElement('docsite-error-overlay');
      host.attachShadow({ mode: 'open' });
      document.documentElement.appendChild(host);
    }
    const root = host.shadowRoot;
    root.textContent = '';
    const style = document.createElement('style');
    style.textContent = ':host{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:flex-start;justify-content:center;background:rgba(0,0,0,.66);overflow:auto;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}' +
      '.box{margin:48px 16px;max-width:960px;width:100%;background:#1e1e1e;color:#eee;border-top:6px solid #e5484d;border-radius:6px;padding:20px 24px;box-shadow:0 12px 40px rgba(0,0,0,.5)}' +
      'h2{margin:0 0 12px;font-size:16px;color:#ff6b6b}pre{white-space:pre-wrap;word-break:break-word;margin:0 0 16px;color:#f5f5f5}.hint{color:#9cdcfe;margin:-8px 0 16px}' +
      '.id{color:#aaa}.foot{color:#888;font-size:12px}button{float:right;background:none;border:0;color:#aaa;font-size:20px;cursor:pointer}';
    root.appendChild(style);
    const box = el('div', { className: 'box' });
    box.setAttribute('role', 'alert');
    box.appendChild(el('button', { textContent: '×', title: 'Close (Esc)', onclick: () => host && (host.style.display = 'none') }));
    const title = document.createElement('h2');
    title.textContent = errors.length === 1 ? 'Build error' : errors.length + ' build errors';
    box.appendChild(title);
    for (const e of errors) {
      const id = document.createElement('div');
      id.className = 'id';
      id.textContent = e.id;
      const pre = document.createElement('pre');
      pre.textContent = e.message;
      box.appendChild(id);
      box.appendChild(pre);
      if (e.hint) {
        const hint = document.createElement('div');
        hint.className = 'hint';
        hint.textContent = '→ ' + e.hint;
        box.appendChild(hint);
      }
    }
    const foot = document.createElement('div');
    foot.className = 'foot';
    foot.textContent = 'Fix the file and save: this overlay closes and the page updates by itself.';
    box.appendChild(foot);
    root.appendChild(box);
  };
  addEventListener('keydown', (e) => { if (e.key === 'Escape' && host) host.style.display = 'none'; });
  // Warnings (dead links, unknown containers) in a corner box that never covers the page: docsite build fails on dead links.
  let warnHost = null;
  let shownWarnings = '';
  const warnings = (list) => {
    window.__DOCSITE_DEV_WARNINGS__ = list;
    const text = list.join('\n');
    if (text === shownWarnings) return;
    shownWarnings = text;
    if (warnHost) warnHost.remove();
    warnHost = null;
    if (!list.length) return;
    warnHost = document.createElement('docsite-warnings');
    const root = warnHost.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = ':host{position:fixed;right:16px;bottom:16px;z-index:2147483646;max-width:min(560px,calc(100vw - 32px));font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}' +
      '.box{background:#1e1e1e;color:#eee;border-left:5px solid #f5a524;border-radius:6px;padding:12px 16px;box-shadow:0 8px 30px rgba(0,0,0,.35);max-height:40vh;overflow:auto}' +
      'h2{margin:0 0 8px;font-size:14px;color:#f5a524}pre{white-space:pre-wrap;word-break:break-word;margin:0 0 8px}.foot{color:#999;font-size:12px}button{float:right;background:none;border:0;color:#aaa;font-size:18px;cursor:pointer}';
    const box = el('div', { className: 'box' });
    box.setAttribute('role', 'status');
    box.append(
      el('button', { textContent: '×', title: 'Hide until the warnings change', onclick: () => warnHost && (warnHost.style.display = 'none') }),
      el('h2', { textContent: list.length === 1 ? '1 warning' : list.length + ' warnings' }),
      el('pre', { textContent: text }),
      el('div', { className: 'foot', textContent: 'docsite build fails on dead links; dead anchors and nav links are warnings there too.' }),
    );
    root.append(style, box);
    document.documentElement.appendChild(warnHost);
  };
  const connect = () => {
    const source = new EventSource(${JSON.stringify(EVENTS_PATH)});
    const on = (name, fn) => source.addEventListener(name, (e) => fn(JSON.parse(e.data)));
    on('hello', (data) => {
      if (serverId && serverId !== data.id) return location.reload();
      serverId = data.id;
      document.documentElement.dataset.docsiteDev = 'connected';
      overlay(data.errors);
      warnings(data.warnings || []);
    });
    on('errors', (data) => overlay(data.errors));
    on('warnings', (data) => warnings(data.warnings));
    on('reload', () => location.reload());
    on('update', (data) => {
      window.__DOCSITE_DEV_UPDATE_AT__ = performance.timeOrigin + performance.now();
      const event = new CustomEvent('docsite:dev-update', { detail: data, cancelable: true });
      if (window.dispatchEvent(event)) location.reload();
    });
    on('css', (data) => {
      const link = document.getElementById('docsite-dev-code-css');
      if (link) link.href = data.href;
    });
  };
  connect();
})();`;

/** The `<script>` element to insert before `</body>`. */
export function devClientScript(): string {
  return `<script data-docsite-dev>${SCRIPT.replace(/<\/(script)/gi, '<\\/$1')}</script>`;
}
