// The owner's certificate of ownership, to take anywhere (docs/decisions/034-…): a PDF in their language for an
// insurer or a notary, and the same certificate as a signed W3C credential (a .json file) any software can check.
// Both are checked by anyone on the item's public page; both stop being valid once the item changes hands.
import { useMutation } from '@tanstack/react-query';
import { fetchCertificatePdf, fetchCredential } from '../../api/certificates';
import { errorMessage } from '../../api/errors';
import type { Item } from '../../api/items';
import { useTranslation } from '../../i18n/react';
import { useOnline } from '../../lib/online';
import { Button, Icon, NeedsNetwork } from '../../ui';
import styles from './authenticity.module.css';
import { fileNameOf, saveFile } from '../../lib/save-file';

type CertificateItem = Pick<Item, 'id' | 'name' | 'serialNumber' | 'status'>;

export function CertificateDownloads({ item }: { item: CertificateItem }) {
  const { t } = useTranslation();
  const name = (extension: string) => fileNameOf([item.name, item.serialNumber], extension);
  // both are made by the server when asked: offline they wait, and say so (decision 038)
  const online = useOnline();
  const reasonId = 'certificate-downloads-offline';
  const offline = online ? {} : { disabled: true, 'aria-describedby': reasonId };
  const pdf = useMutation({
    mutationFn: () => fetchCertificatePdf(item.id),
    onSuccess: (blob) => saveFile(blob, name('pdf')),
  });
  const credential = useMutation({
    mutationFn: () => fetchCredential(item.id),
    onSuccess: (document) => {
      const json = `${JSON.stringify(document, null, 2)}\n`;
      saveFile(new Blob([json], { type: 'application/json' }), name('json'));
    },
  });
  // an item on its way to someone else is no longer the owner's to certify (the server refuses it as well)
  if (item.status === 'pending_transfer') return null;
  const failed = pdf.isError ? pdf : credential.isError ? credential : undefined;
  const saved = pdf.isSuccess ? name('pdf') : credential.isSuccess ? name('json') : undefined;

  return (
    <section className={styles.block} aria-labelledby="item-certificate-of-ownership">
      <h3 id="item-certificate-of-ownership" className={styles.title}>
        {t('items.certificateOfOwnership.title')}
      </h3>
      <p className={styles.text}>{t('items.certificateOfOwnership.text')}</p>
      <p className={styles.text}>{t('items.certificateOfOwnership.pdfText')}</p>
      <Button
        variant="secondary"
        fullWidth
        loading={pdf.isPending}
        {...offline}
        onClick={() => {
          credential.reset();
          pdf.mutate();
        }}
      >
        <Icon name="download" size={18} />
        {t('items.certificateOfOwnership.pdf')}
      </Button>
      <p className={styles.text}>{t('items.certificateOfOwnership.jsonText')}</p>
      <Button
        variant="secondary"
        fullWidth
        loading={credential.isPending}
        {...offline}
        onClick={() => {
          pdf.reset();
          credential.mutate();
        }}
      >
        <Icon name="download" size={18} />
        {t('items.certificateOfOwnership.json')}
      </Button>
      <NeedsNetwork id={reasonId} online={online} />
      <p className={styles.status} role="status" data-tone={failed ? 'copyFailed' : 'copied'}>
        {failed
          ? `${t(failed === pdf ? 'items.certificateOfOwnership.pdfFailed' : 'items.certificateOfOwnership.jsonFailed')} ${errorMessage(failed.error, t)}`
          : ''}
        {saved ? t('items.certificateOfOwnership.saved', { file: saved }) : ''}
      </p>
    </section>
  );
}
