// The collection screen's passport panel: the way to the model's passport, and passports written by CSV (models by
// their GTIN, items by GTIN and serial number; all or nothing, each refused line said), its columns listed.
import { PASSPORT_CSV_COLUMNS } from '@heirloom/contract';
import { useState } from 'react';
import { useImportPassports } from '../../api/console';
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { useConsoleBrand } from './console-layout';
import { Panel } from './console-page';
import { CsvImport, SuccessLine } from './console-parts';
import { styles } from './console-styles';

/** A file's first lines: a model's passport, then one item's own care text (the columns left out stay as they are). */
const csvExample = (gtin: string) =>
  [
    'gtin,serial_number,country_of_origin,materials,care_en,care_fr',
    `${gtin},,CH,18k gold|Or 18 carats|80||CH;Steel|Acier|20|50|DE,Wipe dry.,Essuyer à sec.`,
    `${gtin},MA-0001,,,Rubber strap: rinse it.,Bracelet en caoutchouc : le rincer.`,
  ].join('\n');

export function PassportLinkPanel({
  collectionId,
  gtin,
  canEdit,
}: {
  collectionId: string;
  gtin: string | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  return (
    <Panel id="collection-passport" title={t('console.passport.panelTitle')}>
      <p>{t('console.passport.panelLead')}</p>
      <p>
        <Link className={styles.buttonLink} to={consoleHrefs.passport(brand.brandId, collectionId)}>
          {canEdit ? t('console.passport.open') : t('console.passport.read')}
        </Link>
      </p>
      {canEdit && <PassportImport gtin={gtin} />}
    </Panel>
  );
}

function PassportImport({ gtin }: { gtin: string | null }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const importPassports = useImportPassports(brand.brandId);
  const [done, setDone] = useState<string>();
  return (
    <>
      <CsvImport
        title={t('console.passport.csvTitle')}
        choose={t('console.passport.csvChoose')}
        help={t('console.passport.csvHelp')}
        example={csvExample(gtin ?? '09506000134352')}
        exampleClassName={styles.csvExample}
        pending={importPassports.isPending}
        error={importPassports.error}
        onPick={() => setDone(undefined)}
        onFile={(csv, file) =>
          importPassports.mutate(csv, {
            onSuccess: (result) =>
              setDone(t('console.passport.imported', { models: result.models, items: result.items, file })),
          })
        }
      >
        <p className={styles.meta}>
          {t('console.passport.csvColumns')}{' '}
          {PASSPORT_CSV_COLUMNS.map((column, index) => (
            <span key={column}>
              {index > 0 && ', '}
              <code>{column}</code>
            </span>
          ))}
          . {t('console.passport.csvMaterials')}
        </p>
      </CsvImport>
      <SuccessLine text={done} />
    </>
  );
}
