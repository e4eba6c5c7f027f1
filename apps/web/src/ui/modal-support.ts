// Page-level effects of open modals: which one is on top, inert background, body scroll lock, focusables.

// Open modals. The top one (deepest nesting, then latest opened) alone answers Escape, holds focus
// and stays out of the inert background. Depth matters because a modal opened inside another one
// mounts before its parent does.
interface OpenModal {
  id: string;
  depth: number;
  overlay: Element;
}
const open: OpenModal[] = [];

function topModal(): OpenModal | undefined {
  return open.reduce<OpenModal | undefined>(
    (best, entry) => (best === undefined || entry.depth >= best.depth ? entry : best),
    undefined,
  );
}

export function isTopModal(id: string): boolean {
  return topModal()?.id === id;
}

// Everything in the body but the top modal is inert: no focus, no clicks, hidden from screen readers.
const madeInert = new Set<Element>();

function syncInertBackground() {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
  const top = topModal();
  if (!top) return;
  for (const element of Array.from(document.body.children)) {
    if (element === top.overlay || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
    element.setAttribute('inert', '');
    madeInert.add(element);
  }
}

export function pushModal(id: string, depth: number, overlay: Element): () => void {
  open.push({ id, depth, overlay });
  syncInertBackground();
  return () => {
    const index = open.findIndex((entry) => entry.id === id);
    if (index !== -1) open.splice(index, 1);
    syncInertBackground();
  };
}

// Counted, so that closing a modal stacked on another does not unlock the page under both.
let locks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (locks === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // keep the page from shifting sideways when a desktop scrollbar disappears
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (documentElement.clientWidth > 0 && scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  locks += 1;
  return () => {
    locks -= 1;
    if (locks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements a Tab press can reach inside `root`, in document order. */
export function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert], fieldset:disabled'),
  );
}
