// An owner who uses only the keyboard, at 390×844 (issue 13, "keyboard only once"): from home to a collection,
// an item, each of its tabs, the way back, then the settings; every stop of the Tab key is drawn with a
// visible focus ring, and Enter or Space does what a tap does.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { OWNER_STATE } from './global-setup';
import { screenshot } from './support';

test.use({ storageState: OWNER_STATE });

/** Whether the focused element shows it: an outline or a ring (box-shadow) that is not transparent. */
async function focusIsDrawn(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'nothing has the focus';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    if (outline || ring) return null;
    const name = element.getAttribute('aria-label') || element.innerText || element.tagName;
    return `"${name.replace(/\s+/g, ' ').trim().slice(0, 60)}" has the focus without a visible ring`;
  });
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, checking the ring at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}): Promise<void> {
  for (let stop = 0; stop < max; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    expect(await focusIsDrawn(page)).toBeNull();
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

test('an owner walks home → collection → item → its tabs → back → settings with the keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your collection' })).toBeVisible();

  const collection = page.getByRole('link', { name: /Heritage Chronographs/ });
  await tabTo(page, collection);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collections\//);
  await expect(page.getByRole('main')).toBeFocused();

  const card = page.getByRole('article').filter({ hasText: 'Chronographe 1931' });
  const view = card.getByRole('button', { name: 'View' }).or(card.getByRole('link', { name: 'View' }));
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/items\/[^/?]+/);
  await expect(page.getByRole('heading', { name: 'Chronographe 1931' }).first()).toBeVisible();
  // the new screen has the focus (the button that led there is gone): Tab goes on from its top
  await expect(page.getByRole('main')).toBeFocused();

  // the tabs: reached with Tab, chosen with the arrow keys (the WAI-ARIA tabs pattern) or Enter
  const details = page.getByRole('tab', { name: 'Details' });
  await tabTo(page, details);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: /Photos/ })).toHaveAttribute('aria-selected', 'true');
  const history = page.getByRole('tab', { name: 'History' });
  await history.focus();
  await page.keyboard.press('Enter');
  await expect(history).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Serviced and regulated')).toBeVisible();
  expect(await focusIsDrawn(page)).toBeNull();
  await screenshot(page, 'en-95-keyboard-item-tabs');

  // the way back, at the top of the page: Shift+Tab from the tabs
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await tabTo(page, back, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/collections\//);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Your collection' })).toBeVisible();
  const settings = page.getByRole('link', { name: 'Settings and account' });
  await tabTo(page, settings);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
