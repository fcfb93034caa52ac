/**
 * Keeps the floating 'Text us' launcher off the page's submit buttons (issue 34: at 390 px it covered
 * /apply-for-finance step 2's Submit when that sat at the bottom of the screen). The body's bottom
 * padding only clears the end of the page; a button can meet the launcher anywhere while scrolling.
 * So while any submit button's box overlaps the launcher's, the launcher steps aside (`data-clear`,
 * shell/src/server/chat-launcher.ts hides it and lets clicks through) and comes back once it is clear.
 */

const SUBMITS = 'button[type=submit]:not(.fc-chat__close),input[type=submit]';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Watches scroll, resize and page changes (a form step rendering its buttons) and moves `root` aside. */
export function keepChatClear(root: HTMLElement, button: HTMLElement, w: Window = window): void {
  const doc = root.ownerDocument;
  let queued = false;
  const check = () => {
    queued = false;
    // The launcher's box is measured while it stays in the layout (visibility only), so it is the same
    // whether shown or not.
    // The welcome bubble counts while it shows (it sits above the button).
    const boxes = [button, ...root.querySelectorAll<HTMLElement>('.fc-chat__bubble:not([hidden])')].map((el) =>
      el.getBoundingClientRect(),
    );
    const covered = [...doc.querySelectorAll<HTMLElement>(SUBMITS)].some((el) => {
      if (root.contains(el) || el.getClientRects().length === 0) return false;
      const box = el.getBoundingClientRect();
      return boxes.some((launcher) => overlaps(box, launcher));
    });
    if (covered) root.dataset.clear = '';
    else delete root.dataset.clear;
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    w.requestAnimationFrame(check);
  };
  w.addEventListener('scroll', queue, { passive: true });
  w.addEventListener('resize', queue);
  new MutationObserver(queue).observe(doc.body, { childList: true, subtree: true });
  // The bubble appearing 3 s in.
  new MutationObserver(queue).observe(root, { attributes: true, subtree: true, attributeFilter: ['hidden'] });
  queue();
}
