// The check of a certificate of ownership (loaded on demand by ./certificate-check.tsx): the credential's JSON
// pasted, its .json file chosen, or the PDF's verification code typed; the platform says valid (the item it names,
// since when held, when issued), revoked (since when: the item changed hands) or forged, in the reader's language.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useCheckCredential, type CredentialCheck } from '../../api/certificates';
import { errorMessage } from '../../api/errors';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { Button, Icon, TextArea } from '../../ui';
import styles from './certificate-check.module.css';

/** The check takes at most this much text (the contract's bound): a larger file is not a certificate. */
const MAX_TEXT = 65_536;

/** The item of the page the check is made on: a certificate for another one is said to be so. */
export interface CheckedItem {
  serialNumber: string;
  brand: string;
}

type Problem = 'empty' | 'unreadable' | 'tooLarge';

/** A file's text, by a FileReader (older browsers have no File.text()). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export function CertificateCheckForm({ pageItem }: { pageItem: CheckedItem }) {
  const { t } = useTranslation();
  const check = useCheckCredential();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const field = useRef<HTMLTextAreaElement>(null);
  // opened by the visitor's click: their next step is the field
  useEffect(() => field.current?.focus(), []);

  const send = (credential: string) => {
    setProblem(undefined);
    check.mutate(credential);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      check.reset();
      setProblem('empty');
      field.current?.focus();
      return;
    }
    send(text.trim());
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    check.reset();
    if (file.size > MAX_TEXT) return setProblem('tooLarge');
    const content = await readText(file).catch(() => undefined);
    if (content === undefined || !content.trim()) return setProblem('unreadable');
    send(content);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextArea
        ref={field}
        label={t('aftersales.verify.credential.inputLabel')}
        hint={t('aftersales.verify.credential.inputHint')}
        error={problem === 'empty' ? t('aftersales.verify.credential.empty') : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className={styles.input}
      />
      <label className={styles.file}>
        <input
          type="file"
          accept=".json,.jsonld,application/json,application/ld+json,application/vc+ld+json"
          className="visually-hidden"
          onChange={(event) => void pick(event)}
        />
        <Icon name="upload" size={20} />
        <span>{t('aftersales.verify.credential.fileLabel')}</span>
      </label>
      <Button type="submit" fullWidth loading={check.isPending}>
        {t('aftersales.verify.credential.submit')}
      </Button>
      <div role="status" className={styles.resultSlot}>
        {check.isSuccess && <CheckResult result={check.data} pageItem={pageItem} />}
        {check.isError && (
          <p className={styles.error}>
            {t('aftersales.verify.credential.failed')} {errorMessage(check.error, t)}
          </p>
        )}
        {problem && problem !== 'empty' && (
          <p className={styles.error}>{t(`aftersales.verify.credential.${problem}`)}</p>
        )}
      </div>
    </form>
  );
}

function CheckResult({ result, pageItem }: { result: CredentialCheck; pageItem: CheckedItem }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (result.status === 'forged') {
    return (
      <Verdict status="forged" title={t('aftersales.verify.credential.forged.title')}>
        {t('aftersales.verify.credential.forged.text')}
      </Verdict>
    );
  }
  const { item } = result;
  const named = { name: item.name, brand: item.brand, serial: item.serialNumber };
  const otherItem = item.serialNumber !== pageItem.serialNumber || item.brand !== pageItem.brand;
  return (
    <Verdict status={result.status} title={t(`aftersales.verify.credential.${result.status}.title`)}>
      {result.status === 'valid'
        ? t('aftersales.verify.credential.valid.text', {
            ...named,
            issuedAt: formatDate(result.issuedAt),
            heldSince: formatDate(item.heldSince),
          })
        : t('aftersales.verify.credential.revoked.text', {
            ...named,
            revokedAt: formatDate(result.revokedAt, 'dateTime'),
          })}
      {otherItem && <strong className={styles.other}>{t('aftersales.verify.credential.otherItem')}</strong>}
    </Verdict>
  );
}

function Verdict({
  status,
  title,
  children,
}: {
  status: CredentialCheck['status'];
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.verdict} data-status={status}>
      <Icon name={status === 'valid' ? 'shield' : status === 'revoked' ? 'clock' : 'bell'} size={24} />
      <div>
        <p className={styles.verdictTitle}>{title}</p>
        <p className={styles.verdictText}>{children}</p>
      </div>
    </div>
  );
}
