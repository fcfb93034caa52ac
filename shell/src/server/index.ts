export { esc, jsonForScript } from './html.js';
export { renderDocumentHead, renderHeadTag } from './head.js';
export type { DocumentHeadInput } from './head.js';
export { renderHeader } from './header.js';
export { renderFooter, PAYMENT_METHODS } from './footer.js';
export { frameCss, themeCss } from './theme.js';
export { renderPageMessage } from './page-message.js';
export { SHELL_ASSET_BASE, shellBootstrapTags } from './bootstrap.js';
