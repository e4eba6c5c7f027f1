// The collection screen's passport panel: the way to the model's passport, and passports written by CSV (models by
// their GTIN, items by GTIN and serial number; all or nothing, each refused line said), its columns listed.
import { consoleHrefs } from '../../config/paths';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../lib/router';
import { useConsoleBrand } from './console-layout';
import { Panel } from './console-page';
import { styles } from './console-styles';

export function PassportLinkPanel({ collectionId, canEdit }: { collectionId: string; canEdit: boolean }) {
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
    </Panel>
  );
}
