// A page the server rendered for this visitor reads, and its links work, without any script: the app (React and the
// screen's code) starts on the visitor's first gesture, not while the page loads (decision 041). A tap, a key or a
// form sent before the app has hydrated the page is held and done again once it has: no tap is lost.
// main.tsx loads this module with the entry: it imports nothing, and is small.

/** A gesture that says the visitor is about to act: any of them starts the app. */
const GESTURES = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'];

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held =
  | { kind: 'edit'; field: Field }
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/** The script preloads the server set aside (apps/api/src/http/web-render.ts), put in the head: fetched, not run. */
export function fetchAppScripts(doc: Document = document): void {
  const set = doc.getElementById('app-preloads');
  if (set instanceof HTMLTemplateElement) {
    set.remove();
    doc.head.append(set.content);
  }
}

/**
 * A field the visitor typed into before the app hydrated it: React took the typed value for the one it rendered, so
 * it is written back through React's own setter (the value it rendered, then the typed one) and told by an event,
 * as a keystroke would. A list and a box tell theirs by `change`.
 */
function replayEdit(field: Field): void {
  if (field instanceof HTMLSelectElement || field.type === 'checkbox' || field.type === 'radio') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const typed = field.value;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  field.value = field.defaultValue;
  own?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function replay(held: Held): void {
  if (held.kind === 'edit') replayEdit(held.field);
  else if (held.kind === 'click') held.target.click();
  else held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
}

/** The root layout marks the page once hydrated (app/root-layout.tsx). */
function whenInteractive(doc: Document): Promise<void> {
  const root = doc.documentElement;
  return new Promise((resolve) => {
    if ('interactive' in root.dataset) return resolve();
    const observer = new MutationObserver(() => {
      if (!('interactive' in root.dataset)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  });
}

/**
 * Holds the page's taps, keys and forms from now on, and calls `start` on the first gesture (or at once with
 * `now`). Once the app has hydrated the page, what was held is done again, in order; should the app fail to
 * start, it is done again without it (a form is then sent as plain HTML, as it would without scripts).
 */
export function startOnGesture(start: () => Promise<unknown>, doc: Document = document): void {
  const win = doc.defaultView ?? window;
  const held: Held[] = [];
  const hold = (event: Event) => {
    const target = event.target;
    if (event.type === 'input' || event.type === 'change') {
      const field = target as Field;
      if (!held.some((h) => h.kind === 'edit' && h.field === field)) held.push({ kind: 'edit', field });
      return;
    }
    if (event.type === 'submit') {
      const submit = event as SubmitEvent;
      held.push({ kind: 'submit', form: target as HTMLFormElement, submitter: submit.submitter });
    } else {
      // a link leads where it says without the app; anything else waits for the app
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      held.push({ kind: 'click', target: target as HTMLElement });
    }
    event.preventDefault();
  };
  const heldTypes = ['click', 'submit', 'input', 'change'];
  heldTypes.forEach((type) => doc.addEventListener(type, hold, true));
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    GESTURES.forEach((type) => win.removeEventListener(type, begin, true));
    fetchAppScripts(doc);
    const release = () => {
      heldTypes.forEach((type) => doc.removeEventListener(type, hold, true));
      for (const action of held.splice(0)) {
        const node =
          action.kind === 'edit' ? action.field : action.kind === 'click' ? action.target : action.form;
        if (node.isConnected) replay(action);
      }
    };
    void start()
      .then(() => whenInteractive(doc))
      .then(release, (error: unknown) => {
        release();
        console.error('the app did not start', error);
      });
  };
  GESTURES.forEach((type) => win.addEventListener(type, begin, { capture: true, passive: true }));
}
