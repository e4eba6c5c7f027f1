// A page the server rendered for this visitor reads, and its links work, without any script: the app (React and the
// screen's code) starts on the visitor's first gesture, not while the page loads (decision 041). A tap, a key or a
// form sent before the app has hydrated the page is held and done again once it has: no tap is lost.
// main.tsx loads this module with the entry: it imports nothing, and is small.

/** A gesture that says the visitor is about to act: any of them starts the app. */
const GESTURES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The script preloads the server set aside (apps/api/src/http/web-render.ts), put in the head: fetched, not run. */
export function fetchAppScripts(): void {
  const set = document.getElementById('app-preloads');
  if (set instanceof HTMLTemplateElement) {
    set.remove();
    document.head.append(set.content);
  }
}

/**
 * A field the visitor typed into before the app hydrated it: React took the typed value for the one it rendered, so
 * it is written back through React's own setter (the value it rendered, then the typed one) and told by an event,
 * as a keystroke would. A list and a box tell theirs by `change`.
 */
function replayEdit(field: Field): void {
  let type = 'change';
  if (!(field instanceof HTMLSelectElement) && field.type !== 'checkbox' && field.type !== 'radio') {
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    type = 'input';
  }
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/** Resolves once the root layout has marked the page hydrated (app/root-layout.tsx). */
const whenInteractive = () =>
  new Promise<void>((resolve) => {
    const root = document.documentElement;
    const check = () => 'interactive' in root.dataset && (observer.disconnect(), resolve());
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
    check();
  });

/**
 * Holds the page's taps, keys and forms from now on, and calls `start` on the first gesture. Once the app has
 * hydrated the page, what was held is done again, in order, where it still is; should the app fail to start, it
 * is done again without it (a form is then sent as plain HTML, as it would without scripts).
 */
export function startOnGesture(start: () => Promise<unknown>): void {
  const held: [Node, () => void][] = [];
  const edited = new Set<EventTarget | null>();
  const hold = (event: Event) => {
    const target = event.target as HTMLElement;
    if (event.type === 'input' || event.type === 'change') {
      if (!edited.has(target)) held.push([target, () => replayEdit(target as Field)]);
      edited.add(target);
      return;
    }
    if (event.type === 'submit') {
      const { submitter } = event as SubmitEvent;
      held.push([
        target,
        () => (target as HTMLFormElement).requestSubmit(submitter?.isConnected ? submitter : null),
      ]);
    } else {
      // a link leads where it says without the app; anything else waits for the app
      if (!target.closest?.('a[href]')) held.push([target, () => target.click()]);
      else return;
    }
    event.preventDefault();
  };
  const holding = ['click', 'submit', 'input', 'change'];
  holding.forEach((type) => document.addEventListener(type, hold, true));
  const release = () => {
    holding.forEach((type) => document.removeEventListener(type, hold, true));
    for (const [node, replay] of held.splice(0)) if (node.isConnected) replay();
  };
  const begin = () => {
    GESTURES.forEach((type) => removeEventListener(type, begin, true));
    fetchAppScripts();
    void start()
      .then(whenInteractive)
      .then(release, (error: unknown) => {
        release();
        console.error('the app did not start', error);
      });
  };
  GESTURES.forEach((type) => addEventListener(type, begin, { capture: true, passive: true }));
}
