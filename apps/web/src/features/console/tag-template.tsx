// What to write into a tag's chip: its URL with the placeholders the chip fills in, its NDEF file to copy, and the
// chip's settings (where each mirrored value starts, which key reads what).
import { CopyButton } from '../../ui';
import { useQuery } from '@tanstack/react-query';
import { tagTemplateQuery, type TagTemplate } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useConsoleBrand } from './console-layout';
import { ConsoleQuery } from './console-query';
import { styles } from './console-styles';

const offset = (value: number) => ({
  decimal: value,
  hex: value.toString(16).toUpperCase().padStart(2, '0'),
});

export function TemplateView({ tagId }: { tagId: string }) {
  const { t } = useTranslation();
  const { brandId } = useConsoleBrand();
  const template = useQuery(tagTemplateQuery(brandId, tagId));
  return (
    <div className={styles.form} aria-labelledby="tag-template">
      <h3 id="tag-template" className={styles.subhead}>
        {t('console.tags.template.title')}
      </h3>
      <p className={styles.meta}>{t('console.tags.template.lead')}</p>
      <ConsoleQuery query={template}>{(data) => <Template template={data} />}</ConsoleQuery>
    </div>
  );
}

function Template({ template }: { template: TagTemplate }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.url')}</h4>
        <p className={styles.secret}>{template.url}</p>
        <p className={styles.meta}>{t('console.tags.template.urlHint')}</p>
      </div>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.ndef')}</h4>
        <p className={styles.secret} data-testid="ndef-file">
          {template.ndefFile}
        </p>
        <div className={styles.actions}>
          <CopyButton text={template.ndefFile} saysCopied="announced" />
        </div>
      </div>
      <div>
        <h4 className={styles.subhead}>{t('console.tags.template.settings')}</h4>
        <ChipSettings template={template} />
        <p className={styles.meta}>{t('console.tags.template.options')}</p>
      </div>
    </>
  );
}

/** Where the chip mirrors each value into its file, and which of its keys reads what. */
function ChipSettings({ template }: { template: TagTemplate }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [
      t('console.tags.template.piccDataOffset'),
      t('console.tags.template.offset', offset(template.piccDataOffset)),
    ],
    [
      t('console.tags.template.sdmMacInputOffset'),
      t('console.tags.template.offset', offset(template.sdmMacInputOffset)),
    ],
    [
      t('console.tags.template.sdmMacOffset'),
      t('console.tags.template.offset', offset(template.sdmMacOffset)),
    ],
    [
      t('console.tags.template.metaRead'),
      t('console.tags.template.keyNumber', { number: template.keys.metaRead }),
    ],
    [
      t('console.tags.template.fileRead'),
      t('console.tags.template.keyNumber', { number: template.keys.fileRead }),
    ],
    [
      t('console.tags.template.counterRetrieval'),
      t('console.tags.template.keyNumber', { number: template.keys.counterRetrieval }),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
