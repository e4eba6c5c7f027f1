// A passport read, not edited: each field given with who reads it (a party, a country, the materials, the texts in
// both languages, a date, the documents); used for a version "as of" its date and for after-sales staff's view.
import type {
  ItemPassportFields,
  PassportAudience,
  PassportFieldName,
  passportDocumentKinds,
} from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { styles } from './console-styles';
import { audienceOf, passportTextFields } from './passport-draft';
import { AudienceTag } from './passport-fields';

type Party = NonNullable<ItemPassportFields['manufacturer']>;

/** A document as read: its kind, title and audience, and where to open it when the view gives it. */
export interface ReadDocument {
  id: string;
  kind: (typeof passportDocumentKinds)[number];
  title: { en?: string; fr?: string };
  audience: PassportAudience;
  url?: string;
}

const partyLine = (party: Party, gln: string) =>
  [party.name, party.gln && `${gln} ${party.gln}`, party.country].filter(Boolean).join(' · ');

function Texts({ text }: { text: { en?: string; fr?: string } }) {
  return (
    <>
      {text.en && <p lang="en">{text.en}</p>}
      {text.fr && <p lang="fr">{text.fr}</p>}
    </>
  );
}

/** Each field given (an item's: those it replaces), in the passport's order; "none" for one set to nothing. */
export function PassportFieldsView({
  fields,
  documents,
}: {
  fields: ItemPassportFields;
  /** the documents as a view lists them (with their addresses); else the fields' own */
  documents?: ReadDocument[];
}) {
  const { t } = useTranslation();
  const order: PassportFieldName[] = [
    'manufacturer',
    'facility',
    'countryOfOrigin',
    'materials',
    ...passportTextFields.flatMap((f): PassportFieldName[] =>
      f === 'afterSales' ? ['afterSalesUntil', f] : [f],
    ),
    'documents',
  ];
  const shown = order.filter((field) => field in fields || (field === 'documents' && documents));
  if (shown.length === 0) return <p className={styles.empty}>{t('console.passport.nothingOwn')}</p>;
  return (
    <dl className={styles.passportRead}>
      {shown.map((field) => {
        const audience = audienceOf(field);
        return (
          <div key={field}>
            <dt>
              {t(`console.passport.fields.${field}`)} {audience && <AudienceTag audience={audience} />}
            </dt>
            <dd>
              <FieldValue field={field} fields={fields} documents={documents} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** One field's value as read ("none" when it has none). */
export function FieldValue({
  field,
  fields,
  documents,
}: {
  field: PassportFieldName;
  fields: ItemPassportFields;
  documents?: ReadDocument[];
}) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const number = (n: number) => n.toLocaleString(i18n.language === 'fr' ? 'fr' : 'en');
  const none = <span className={styles.meta}>{t('console.passport.none')}</span>;
  switch (field) {
    case 'manufacturer':
    case 'facility': {
      const party = fields[field];
      return party ? partyLine(party, t('console.passport.gln')) : none;
    }
    case 'countryOfOrigin':
      return fields.countryOfOrigin ?? none;
    case 'afterSalesUntil':
      return fields.afterSalesUntil ? formatDate(fields.afterSalesUntil) : none;
    case 'materials':
      return fields.materials?.length ? (
        <ul>
          {fields.materials.map((m, index) => (
            <li key={index}>
              {[m.name.en, m.name.fr].filter(Boolean).join(' / ')} — {number(m.share)} %
              {m.recycledShare !== null &&
                ` (${t('console.passport.recycledOf', { share: number(m.recycledShare) })})`}
              {m.origin && ` · ${m.origin}`}
            </li>
          ))}
        </ul>
      ) : (
        none
      );
    case 'documents':
      return <DocumentList documents={documents ?? fields.documents ?? []} />;
    default: {
      const text = fields[field];
      return text ? <Texts text={text} /> : none;
    }
  }
}

function DocumentList({ documents }: { documents: ReadDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) return <span className={styles.meta}>{t('console.passport.none')}</span>;
  return (
    <ul>
      {documents.map((d) => {
        const title = [d.title.en, d.title.fr].filter(Boolean).join(' / ');
        return (
          <li key={d.id}>
            {t(`console.passport.kinds.${d.kind}`)} —{' '}
            {d.url ? (
              <a href={d.url} target="_blank" rel="noreferrer">
                {title}
              </a>
            ) : (
              title
            )}{' '}
            <AudienceTag audience={d.audience} />
          </li>
        );
      })}
    </ul>
  );
}
