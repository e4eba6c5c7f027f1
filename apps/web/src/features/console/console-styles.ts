// The console's class names and its stylesheet. The owners' app has one stylesheet for every screen (decision 017);
// the console's rules stay out of it: its chunk applies them as a constructed stylesheet when it loads (no request,
// no <style> element, so the strict CSP holds), and its screens name their classes from here.
import css from './console.css?inline';

export const styles = {
  about: 'console-about',
  aboutText: 'console-about-text',
  actions: 'console-actions',
  bigNumber: 'console-big-number',
  back: 'console-back',
  board: 'console-board',
  brandName: 'console-brand-name',
  brandPicker: 'console-brand-picker',
  buttonLink: 'console-button-link',
  card: 'console-card',
  cardPanel: 'console-card-panel',
  cards: 'console-cards',
  centered: 'console-centered',
  colour: 'console-colour',
  column: 'console-column',
  composer: 'console-composer',
  cover: 'console-cover',
  divider: 'console-divider',
  document: 'console-document',
  coverEmpty: 'console-cover-empty',
  csv: 'console-csv',
  csvErrors: 'console-csv-errors',
  csvExample: 'console-csv-example',
  empty: 'console-empty',
  error: 'console-error',
  facts: 'console-facts',
  fieldset: 'console-fieldset',
  fileButton: 'console-file-button',
  fileLink: 'console-file-link',
  form: 'console-form',
  grid: 'console-grid',
  hours: 'console-hours',
  hoursRow: 'console-hours-row',
  lead: 'console-lead',
  main: 'console-main',
  marketLink: 'console-market-link',
  meta: 'console-meta',
  nav: 'console-nav',
  pageHead: 'console-page-head',
  panel: 'console-panel',
  passportGroup: 'console-passport-group',
  passportRead: 'console-passport-read',
  passportRows: 'console-passport-rows',
  phone: 'console-phone',
  photos: 'console-photos',
  pill: 'console-pill',
  preview: 'console-preview',
  previewBody: 'console-preview-body',
  previewTitle: 'console-preview-title',
  product: 'console-product',
  quote: 'console-quote',
  quoteInline: 'console-quote-inline',
  radio: 'console-radio',
  row: 'console-row',
  secret: 'console-secret',
  select: 'console-select',
  shell: 'console-shell',
  sidebar: 'console-sidebar',
  signInCard: 'console-sign-in-card',
  signOut: 'console-sign-out',
  stat: 'console-stat',
  steps: 'console-steps',
  subhead: 'console-subhead',
  success: 'console-success',
  swatch: 'console-swatch',
  table: 'console-table',
  thumb: 'console-thumb',
  thumbEmpty: 'console-thumb-empty',
  tableScroll: 'console-table-scroll',
  who: 'console-who',
} as const;

/** Applies the console's rules once (browsers without constructed stylesheets: Chromium 73+, Safari 16.4+, Firefox 101+). */
function adopt(): void {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document)) return;
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // a parser without some of the rules (a test's DOM): the screens still work, unstyled
  }
}

adopt();
