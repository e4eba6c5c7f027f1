// A passport's documents: a PDF uploaded, then listed with its kind, its title in English and French and who reads
// it (public, after-sales, authorities only); removed from the list with a button.
import {
  PASSPORT_DOCUMENT_TYPES,
  PASSPORT_DOCUMENTS_MAX,
  passportAudiences,
  passportDocumentKinds,
} from '@heirloom/contract';
import { useUploadDocument } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { Button } from '../../ui';
import { FilePicker } from './console-controls';
import { useConsoleBrand } from './console-layout';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';
import { LocalisedTextInput } from './localised-text';
import type { ErrorAt } from './passport-fields';
import type { DocumentDraft } from './passport-draft';

/** A document's title to start with: its file's name without ".pdf". */
const titleOf = (fileName: string) => fileName.replace(/\.pdf$/i, '').slice(0, 200);

export function DocumentRows({
  value,
  onChange,
  errorAt,
}: {
  value: DocumentDraft[];
  onChange: (value: DocumentDraft[]) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const upload = useUploadDocument(brand.brandId);
  const set = (index: number, row: DocumentDraft) => onChange(value.map((d, i) => (i === index ? row : d)));
  const add = (file: File) =>
    upload.mutate(file, {
      onSuccess: (document) => {
        const title = titleOf(document.fileName);
        onChange([
          ...value,
          {
            id: document.id,
            kind: 'declarationOfConformity',
            title: { en: title, fr: title },
            audience: 'public',
            fileName: document.fileName,
          },
        ]);
      },
    });
  return (
    <>
      {value.length === 0 && <p className={styles.meta}>{t('console.passport.noDocument')}</p>}
      <ol className={styles.passportRows}>
        {value.map((row, index) => {
          const number = index + 1;
          const name = row.fileName ?? (row.title.en || row.title.fr);
          return (
            <li key={row.id}>
              <fieldset className={styles.passportGroup}>
                <legend>{t('console.passport.document', { number, name })}</legend>
                <div className={styles.row}>
                  <label className={styles.select}>
                    {t('console.passport.kind')}
                    <select
                      value={row.kind}
                      onChange={(event) =>
                        set(index, { ...row, kind: event.target.value as DocumentDraft['kind'] })
                      }
                    >
                      {passportDocumentKinds.map((kind) => (
                        <option key={kind} value={kind}>
                          {t(`console.passport.kinds.${kind}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className={styles.select}>
                    {t('console.passport.readBy')}
                    <select
                      value={row.audience}
                      onChange={(event) =>
                        set(index, { ...row, audience: event.target.value as DocumentDraft['audience'] })
                      }
                    >
                      {passportAudiences.map((audience) => (
                        <option key={audience} value={audience}>
                          {t(`console.passport.audience.${audience}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                <LocalisedTextInput
                  labels={{
                    en: t('console.passport.documentTitleEn', { number }),
                    fr: t('console.passport.documentTitleFr', { number }),
                  }}
                  value={row.title}
                  onChange={(title) => set(index, { ...row, title })}
                  maxLength={200}
                  error={errorAt(`documents.${index}.title`) ?? errorAt(`documents.${index}`)}
                />
                <div>
                  <Button variant="ghost" onClick={() => onChange(value.filter((_, i) => i !== index))}>
                    {t('console.passport.removeDocument', { number })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {value.length < PASSPORT_DOCUMENTS_MAX && (
        <div>
          <FilePicker className={styles.fileButton} accept={PASSPORT_DOCUMENT_TYPES.join(',')} onFile={add}>
            {t('console.passport.uploadDocument')}
          </FilePicker>
        </div>
      )}
      {upload.isPending && <p role="status">{t('console.passport.uploading')}</p>}
      <ErrorLine error={upload.error} />
    </>
  );
}
