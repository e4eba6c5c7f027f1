// What makes a screen not fit its phone, found in the page: a sideways scroll, something past the screen's
// edge, a label cut short. Passed to page.evaluate, so it is self-contained (no imports, no outer names).

/**
 * Lists, in words a reader can act on, what does not fit the viewport's width:
 * - the page scrolls sideways;
 * - a visible element reaches past the left or right edge of the screen (and no box of its own clips it);
 * - a box clips or scrolls its content sideways (text-overflow: ellipsis, overflow hidden/clip/auto/scroll):
 *   a cut label, or a row of tabs or buttons that scrolls;
 * - a closed select whose chosen option is wider than the box;
 * - two controls (links, buttons, fields) drawn over each other.
 * Visually hidden text (for screen readers) and what a closed box hides (display: none) do not count.
 */
export function findOverflow(): string[] {
  const viewport = document.documentElement.clientWidth;
  const found: string[] = [];
  const slack = 1;

  const describe = (element: Element): string => {
    // CSS modules in the build: "_topBar_1x2y3_12" → "topBar"
    const classes = Array.from(element.classList)
      .map((name) => /^_(.+)_[A-Za-z0-9-]{5}_\d+$/.exec(name)?.[1] ?? name)
      .slice(0, 3)
      .join('.');
    const label =
      (element instanceof HTMLElement ? element.innerText : element.textContent) ||
      element.getAttribute('aria-label') ||
      element.getAttribute('alt') ||
      '';
    const words = label.replace(/\s+/g, ' ').trim();
    const shown = words.length > 60 ? `${words.slice(0, 57)}…` : words;
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${shown}"`;
  };

  const isHidden = (element: Element, style: CSSStyleDeclaration): boolean => {
    if (style.display === 'none' || style.visibility === 'hidden' || style.visibility === 'collapse')
      return true;
    if (element.classList.contains('visually-hidden')) return true;
    // the visually hidden pattern written out: a 1 px box clipped to nothing
    if (
      style.position === 'absolute' &&
      (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')
    )
      return true;
    return false;
  };

  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > scroller.clientWidth + slack) {
    found.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${scroller.clientWidth} px`);
  }

  /** Elements already reported: their descendants say the same thing again. */
  const reported: Element[] = [];
  const inReported = (element: Element) => reported.some((outer) => outer.contains(element));

  const walk = (element: Element, clippedAbove: boolean): void => {
    const style = getComputedStyle(element);
    if (isHidden(element, style)) return;
    const rect = element.getBoundingClientRect();
    const visible = rect.width > 0 && rect.height > 0;
    const fixedOffScreen = style.position === 'fixed' && (rect.right <= 0 || rect.left >= viewport);

    if (visible && !clippedAbove && !fixedOffScreen && !inReported(element)) {
      if (rect.right > viewport + slack) {
        found.push(
          `${describe(element)} reaches ${Math.round(rect.right - viewport)} px past the right edge`,
        );
        reported.push(element);
      } else if (rect.left < -slack) {
        found.push(`${describe(element)} starts ${Math.round(-rect.left)} px past the left edge`);
        reported.push(element);
      }
    }

    const clipsX = style.overflowX !== 'visible';
    const isRoot = element === document.documentElement || element === document.body;
    if (visible && !isRoot && !inReported(element)) {
      const box = element as HTMLElement;
      if (clipsX && box.scrollWidth > box.clientWidth + slack) {
        const how =
          style.textOverflow === 'ellipsis'
            ? 'is cut with an ellipsis'
            : style.overflowX === 'auto' || style.overflowX === 'scroll'
              ? 'scrolls sideways'
              : 'is cut';
        found.push(`${describe(element)} ${how}: needs ${box.scrollWidth} px, has ${box.clientWidth} px`);
        reported.push(element);
      } else if (element instanceof HTMLSelectElement) {
        // a closed select draws its choice itself: measure that text against the room inside the box
        const choice = element.selectedOptions[0]?.text ?? '';
        const context = document.createElement('canvas').getContext('2d');
        if (context) {
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const needed = Math.ceil(context.measureText(choice).width);
          const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (needed > room + slack) {
            // a label around the select holds its options' text too: keep the label's own words
            const name = (element.labels[0]?.textContent ?? element.name)
              .replace(element.textContent ?? '', '')
              .trim();
            found.push(
              `<select> "${name}" shows "${choice}" cut: needs ${needed} px, has ${Math.floor(room)} px`,
            );
          }
        }
      }
    }

    for (const child of Array.from(element.children)) walk(child, clippedAbove || (clipsX && !isRoot));
  };

  walk(document.documentElement, false);

  // Controls drawn over each other: one hides part of the other (a squeezed bar). Only controls of one layer
  // are compared (a sticky bar or a sheet rightly covers what scrolls under it), by the part of each that its
  // scrolling or clipping boxes let show; nested controls do not count.
  const modals = Array.from(document.querySelectorAll('dialog[open], [aria-modal="true"]')).filter((modal) =>
    modal.checkVisibility(),
  );
  const scope = modals.at(-1) ?? document.body;
  const layerOf = (control: Element): Element | null => {
    for (let at: Element | null = control; at; at = at.parentElement) {
      const position = getComputedStyle(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  };
  const shownRect = (control: Element) => {
    const rect = control.getBoundingClientRect();
    let { left, right, top, bottom } = rect;
    for (let at = control.parentElement; at && at !== document.body; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = at.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return { left, right, top, bottom };
  };
  const controls = Array.from(
    scope.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]'),
  )
    .filter((control) => {
      const style = getComputedStyle(control);
      return (
        style.visibility === 'visible' &&
        style.opacity !== '0' &&
        !control.closest('.visually-hidden') &&
        control.checkVisibility()
      );
    })
    .map((control) => ({ control, layer: layerOf(control), rect: shownRect(control) }))
    .filter(({ rect }) => rect.right - rect.left > 1 && rect.bottom - rect.top > 1);
  for (const [index, first] of controls.entries()) {
    for (const second of controls.slice(index + 1)) {
      if (first.layer !== second.layer) continue;
      if (first.control.contains(second.control) || second.control.contains(first.control)) continue;
      const width =
        Math.min(first.rect.right, second.rect.right) - Math.max(first.rect.left, second.rect.left);
      const height =
        Math.min(first.rect.bottom, second.rect.bottom) - Math.max(first.rect.top, second.rect.top);
      if (width > slack && height > slack) {
        found.push(
          `${describe(first.control)} and ${describe(second.control)} overlap by ${Math.round(width)}×${Math.round(height)} px`,
        );
      }
    }
  }
  return found;
}
