export { SHELL_ASSET_BASE, shellBootstrapTags } from './bootstrap.js';
export { renderFooter } from './footer.js';
export type { DocumentHeadInput } from './head.js';
export { renderDocumentHead, renderHeadTag, SPECULATION_RULES_SCRIPT } from './head.js';
export { renderHeader } from './header.js';
export { esc, jsonForScript } from './html.js';
export { renderLink } from './link.js';
export { renderPageMessage } from './page-message.js';
export { frameCss, themeCss } from './theme.js';
