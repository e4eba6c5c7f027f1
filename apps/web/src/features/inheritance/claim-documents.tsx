// The documents an heir sends one brand for its part of the claim: files chosen (PDF, JPEG or PNG, 10 MB each at
// most, checked before sending), removable until sent, then sent one by one with their progress. A file that fails
// stays in the list with the reason, to try again.
import { HEIR_DOCUMENTS_PER_PART } from '@heirloom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import {
  DOCUMENT_MAX_MB,
  documentProblem,
  inheritanceKeys,
  uploadClaimDocument,
  type ClaimPart,
} from '../../api/inheritance';
import { errorMessage } from '../../api/errors';
import { Button, Icon, NeedsNetwork } from '../../ui';
import { useOnline } from '../../lib/online';
import styles from './inheritance.module.css';

interface Chosen {
  key: number;
  file: File;
  /** why it cannot be sent (its type or size): remove it */
  problem?: string;
  /** why its sending failed: sent again with the others */
  failure?: string;
}

/** "3.2 MB" in the reader's language. */
export function sizeOf(bytes: number, language: string): string {
  const mb = bytes / (1024 * 1024);
  const format = (value: number, unit: string, digits: number) =>
    new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: digits }).format(
      value,
    );
  return mb >= 1 ? format(mb, 'megabyte', 1) : format(Math.max(1, bytes / 1024), 'kilobyte', 0);
}

/** The chosen files and their sending, one after the other. */
function useDocumentUpload(claimId: string, brandId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [sent, setSent] = useState(false);
  const nextKey = useRef(0);
  const upload = useRef<AbortController | null>(null);
  // leaving the screen stops a sending under way
  useEffect(() => () => upload.current?.abort(), []);

  const add = (files: File[]) => {
    setSent(false);
    const checked = files.map((file) => {
      const problem = documentProblem(file);
      return {
        key: nextKey.current++,
        file,
        ...(problem
          ? { problem: t(`inheritance.upload.${problem}`, { name: file.name, max: DOCUMENT_MAX_MB }) }
          : {}),
      };
    });
    setChosen((list) => [...list, ...checked]);
  };
  const remove = (key: number) => setChosen((list) => list.filter((one) => one.key !== key));

  const send = async () => {
    setSent(false);
    const controller = new AbortController();
    upload.current = controller;
    let failed = false;
    for (const one of chosen.filter((c) => !c.problem)) {
      const name = one.file.name;
      setProgress({ name, percent: 0 });
      try {
        await uploadClaimDocument(claimId, brandId, one.file, {
          signal: controller.signal,
          onProgress: (fraction) => setProgress({ name, percent: Math.round(fraction * 100) }),
        });
        remove(one.key);
      } catch (error) {
        const failure = t('inheritance.upload.failed', { name, reason: errorMessage(error, t) });
        setChosen((list) => list.map((c) => (c.key === one.key ? { ...c, failure } : c)));
        failed = true;
        break;
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: inheritanceKeys.claim(claimId) });
    setSent(!failed);
  };
  return { chosen, progress, sent, add, remove, send };
}

/** The file picker of one brand's part, the files to send, their sending. */
export function ClaimDocuments({ claimId, part }: { claimId: string; part: ClaimPart }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const online = useOnline();
  const upload = useDocumentUpload(claimId, part.brandId);
  const brand = part.brandName;
  const sendable = upload.chosen.filter((one) => !one.problem);
  const tooMany = part.documents.length + sendable.length > HEIR_DOCUMENTS_PER_PART;
  const busy = upload.progress !== null;

  return (
    <div className={styles.form}>
      <div className={styles.stack1}>
        {/* the real input covers its label, transparent: it is what a tap, a click and a screen reader reach */}
        <label className={styles.pickButton} data-disabled={busy || undefined}>
          <input
            type="file"
            className={styles.pickInput}
            multiple
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            aria-describedby={`${id}-hint`}
            disabled={busy}
            onChange={(event) => {
              upload.add(Array.from(event.target.files ?? []));
              // the same file may be chosen again after its removal
              event.target.value = '';
            }}
          />
          <Icon name="plus" size={20} />
          <span>{t('inheritance.upload.label', { brand })}</span>
        </label>
        <span id={`${id}-hint`} className={styles.muted}>
          {t('inheritance.upload.hint', { max: DOCUMENT_MAX_MB })}
        </span>
      </div>
      {upload.chosen.length > 0 && (
        <ul className={styles.files} aria-label={t('inheritance.upload.chosen')}>
          {upload.chosen.map((one) => (
            <li key={one.key} className={styles.file}>
              <span className={styles.fileName}>
                {one.file.name} <span className={styles.muted}>{sizeOf(one.file.size, i18n.language)}</span>
                {(one.problem ?? one.failure) && (
                  <span className={styles.error}> {one.problem ?? one.failure}</span>
                )}
              </span>
              <Button
                variant="ghost"
                disabled={busy}
                aria-label={t('inheritance.upload.remove', { name: one.file.name })}
                onClick={() => upload.remove(one.key)}
              >
                {t('inheritance.upload.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.error} role="alert">
        {tooMany ? t('inheritance.upload.tooMany', { brand, max: HEIR_DOCUMENTS_PER_PART }) : ''}
      </p>
      {upload.progress && (
        <div className={styles.progress}>
          <progress
            max={100}
            value={upload.progress.percent}
            aria-label={t('inheritance.upload.progress', { name: upload.progress.name })}
          />
          <span aria-hidden="true">
            {t('inheritance.upload.percent', { percent: upload.progress.percent })}
          </span>
        </div>
      )}
      <p role="status" className={styles.text}>
        {upload.sent ? t('inheritance.upload.sentAll', { brand }) : ''}
      </p>
      <NeedsNetwork id={`${id}-offline`} online={online} />
      <Button
        loading={busy}
        disabled={sendable.length === 0 || tooMany || !online}
        aria-describedby={online ? undefined : `${id}-offline`}
        onClick={() => void upload.send()}
      >
        {t('inheritance.upload.send', { brand })}
      </Button>
    </div>
  );
}
