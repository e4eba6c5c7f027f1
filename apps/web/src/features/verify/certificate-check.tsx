// "Check a certificate" on the item's public page: a visitor handed a certificate of ownership (its .json file,
// its text, or the verification code its PDF prints) asks whether this platform issued it and whether it still
// stands. The form's code loads only when asked for, so the page's first screen stays light.
import { useEffect, useState, type ComponentType } from 'react';
import type { PublicItem } from '../../api/protection';
import { useTranslation } from '../../i18n/react';
import { Button, Icon } from '../../ui';
import type { CheckedItem } from './certificate-check-form';
import styles from './certificate-check.module.css';

/** The section's anchor, which the item's linkset names as its certification information. */
const CERTIFICATE_CHECK_ID = 'certificate-check';

type Form = ComponentType<{ pageItem: CheckedItem }>;

const loadForm = async (): Promise<Form> => (await import('./certificate-check-form')).CertificateCheckForm;

export function CertificateCheck({ item }: { item: Pick<PublicItem, 'serialNumber' | 'brand'> }) {
  const { t } = useTranslation();
  const [Form, setForm] = useState<Form>();
  const [state, setState] = useState<'closed' | 'loading' | 'failed'>('closed');
  const load = () =>
    loadForm().then(
      (form) => setForm(() => form),
      () => setState('failed'),
    );
  const open = () => {
    setState('loading');
    void load();
  };
  // the item's linkset points here (gs1:certificationInfo, …#certificate-check): arriving so opens the form
  useEffect(() => {
    if (window.location.hash === `#${CERTIFICATE_CHECK_ID}`) void load();
  }, []);

  return (
    <section id={CERTIFICATE_CHECK_ID} className={styles.section} aria-labelledby="certificate-check-title">
      <h2 id="certificate-check-title" className={styles.title}>
        {t('aftersales.verify.credential.title')}
      </h2>
      <p className={styles.text}>{t('aftersales.verify.credential.text')}</p>
      {Form ? (
        <Form pageItem={{ serialNumber: item.serialNumber, brand: item.brand.name }} />
      ) : (
        <>
          <Button variant="secondary" fullWidth loading={state === 'loading'} onClick={open}>
            <Icon name="shield" size={18} />
            {t('aftersales.verify.credential.open')}
          </Button>
          <p role="alert" className={styles.error}>
            {state === 'failed' ? t('aftersales.verify.credential.loadFailed') : ''}
          </p>
        </>
      )}
    </section>
  );
}
