// An item's Digital Product Passport as a reader sees it (docs/decisions/035-the-item-passport.md): what it is made
// of and where, how to care for it, its spare parts and after-sales, its end of life, and the documents to open.
// Each text in the reader's language, else in the other one (marked with its language), as the brand wrote it.
// The owner's page and the public page both show it; what each adds (the owner's record) comes as children.
import type { PassportView } from '@heirloom/contract';
import type { ReactNode } from 'react';
import { localeOf } from '../i18n';
import { useTranslation } from '../i18n/react';
import styles from './passport.module.css';

type Localized = { en?: string; fr?: string } | null | undefined;

/** A brand's text in the reader's language, else in the other (with its `lang`), else nothing. */
export function localized(text: Localized, language: string): { text: string; lang?: string } | undefined {
  if (!text) return undefined;
  const own = language === 'fr' ? 'fr' : 'en';
  const other = own === 'fr' ? 'en' : 'fr';
  if (text[own]) return { text: text[own] };
  return text[other] ? { text: text[other], lang: other } : undefined;
}

function useNames() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    country: (code: string) => regions.of(code) ?? code,
    percent: (share: number) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share / 100),
    size: (bytes: number) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, Math.round(bytes / 1000)),
      ),
  };
}

function Row({ label, children, lang }: { label: string; children: ReactNode; lang?: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd lang={lang}>{children}</dd>
    </div>
  );
}

/** A row of brand text, in the reader's language or the other, when the passport has it. */
function TextRow({ label, text }: { label: string; text: Localized }) {
  const { i18n } = useTranslation();
  const shown = localized(text, i18n.language);
  if (!shown) return null;
  return (
    <Row label={label} lang={shown.lang}>
      {shown.text}
    </Row>
  );
}

function Materials({ materials }: { materials: NonNullable<PassportView['fields']['materials']> }) {
  const { t, i18n } = useTranslation();
  const names = useNames();
  return (
    <ul className={styles.materials}>
      {materials.map((material, index) => {
        const name = localized(material.name, i18n.language);
        const details = [
          material.recycledShare !== null
            ? t('items.passport.recycled', { share: names.percent(material.recycledShare) })
            : undefined,
          material.origin ? names.country(material.origin) : undefined,
        ].filter(Boolean);
        return (
          <li key={index}>
            <span lang={name?.lang}>{name?.text}</span> <strong>{names.percent(material.share)}</strong>
            {details.length > 0 && <span className={styles.muted}> · {details.join(' · ')}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Documents({ documents }: { documents: PassportView['documents'] }) {
  const { t, i18n } = useTranslation();
  const names = useNames();
  return (
    <ul className={styles.documents}>
      {documents.map((document) => {
        const title = localized(document.title, i18n.language);
        return (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noopener" lang={title?.lang}>
              {title?.text ?? t(`items.passport.documentKind.${document.kind}`)}
            </a>
            <span className={styles.documentKind}>
              {t(`items.passport.documentKind.${document.kind}`)} · PDF, {names.size(document.size)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function PassportDetails({
  view,
  headingLevel = 2,
  children,
}: {
  view: PassportView;
  headingLevel?: 2 | 3;
  /** what the reader's role adds under the passport's fields (the owner's record and consent) */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const names = useNames();
  const { fields, documents } = view;
  const Heading = `h${headingLevel}` as const;
  const manufacturer = fields.manufacturer;
  return (
    <section className={styles.passport} aria-labelledby="item-passport-title">
      <Heading id="item-passport-title" className={styles.title}>
        {t('items.passport.title')}
      </Heading>
      <p className={styles.intro}>{t('items.passport.intro', { brand: view.item.brand })}</p>
      <dl className={styles.rows}>
        {fields.materials && fields.materials.length > 0 && (
          <Row label={t('items.passport.materials')}>
            <Materials materials={fields.materials} />
          </Row>
        )}
        {fields.countryOfOrigin && (
          <Row label={t('items.passport.origin')}>{names.country(fields.countryOfOrigin)}</Row>
        )}
        {manufacturer && (
          <Row label={t('items.passport.manufacturer')}>
            {manufacturer.country
              ? `${manufacturer.name}, ${names.country(manufacturer.country)}`
              : manufacturer.name}
          </Row>
        )}
        <TextRow label={t('items.passport.care')} text={fields.care} />
        <TextRow label={t('items.passport.spareParts')} text={fields.spareParts} />
        {(fields.afterSalesUntil || fields.afterSales) && (
          <AfterSales until={fields.afterSalesUntil} text={fields.afterSales} />
        )}
        <TextRow label={t('items.passport.recyclability')} text={fields.recyclability} />
        <TextRow label={t('items.passport.endOfLife')} text={fields.endOfLife} />
        {documents.length > 0 && (
          <Row label={t('items.passport.documents')}>
            <Documents documents={documents} />
          </Row>
        )}
      </dl>
      {children}
    </section>
  );
}

function AfterSales({ until, text }: { until: string | null | undefined; text: Localized }) {
  const { t, i18n } = useTranslation();
  const shown = localized(text, i18n.language);
  // a calendar day: the same day wherever it is read (and on the server that renders the public page)
  const day = (date: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(date),
    );
  return (
    <Row label={t('items.passport.afterSales')}>
      {until && <span className={styles.until}>{t('items.passport.until', { date: day(until) })}</span>}
      {shown && <span lang={shown.lang}>{shown.text}</span>}
    </Row>
  );
}
