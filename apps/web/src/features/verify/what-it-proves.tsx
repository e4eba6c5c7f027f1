// What the public page proves, said first: the verdict of a tap of the item's tag when the page was opened by one
// (docs/decisions/024-tags-and-taps.md), else how to check the object itself (a tap of its tag, its engraved serial
// number), and an owner's proof of ownership when the address carries one (docs/decisions/023-…).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { httpStatus } from '../../api/errors';
import { ownershipProofQuery, type OwnershipProofCheck } from '../../api/ownership-proof';
import type { TapResult } from '../../api/taps';
import { Icon } from '../../ui';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './verify.module.css';

/**
 * What the object in hand was shown to be. `none`: nothing read it (a QR code, a shared link); `reading`: the tap
 * is being read; `read`: the tap's verdict; `failed`: it could not be read (`limited`: too many reads).
 */
export type Verdict =
  | { kind: 'none' }
  | { kind: 'reading' }
  | { kind: 'read'; result: TapResult }
  | { kind: 'failed'; limited: boolean };

/** A tap's verdict, said before anything else on the page. */
export function TapVerdictBanner({ verdict }: { verdict: Verdict }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  if (verdict.kind === 'none') return null;
  if (verdict.kind === 'reading') {
    return (
      <p className={styles.tapReading} role="status">
        {t('aftersales.verify.tap.reading')}
      </p>
    );
  }
  const key = verdict.kind === 'failed' ? (verdict.limited ? 'limited' : 'error') : verdict.result.verdict;
  const genuine = key === 'genuine';
  let text = t(`aftersales.verify.tap.${key}`);
  if (verdict.kind === 'read' && genuine) {
    // the time in the visitor's own time zone, once in the browser; the server's page says "just now"
    text = hydrated
      ? t('aftersales.verify.tap.genuine', {
          time: new Intl.DateTimeFormat(localeOf(i18n.language), { timeStyle: 'short' }).format(
            new Date(verdict.result.readAt),
          ),
        })
      : t('aftersales.verify.tap.genuineNow');
  }
  return (
    <div className={styles.tap} data-verdict={key} role={genuine ? 'status' : 'alert'}>
      <Icon name={genuine ? 'shield' : 'bell'} size={28} />
      <div>
        <p className={styles.tapTitle}>{t(`aftersales.verify.tap.${key}Title`)}</p>
        <p className={styles.tapText}>{text}</p>
        {verdict.kind === 'read' && genuine && verdict.result.inCare && (
          <p className={styles.tapText}>{t('aftersales.verify.tap.inCare')}</p>
        )}
        {verdict.kind === 'read' && genuine && verdict.result.counter !== null && (
          <p className={styles.tapCounter}>
            {t('aftersales.verify.tap.counter', { counter: verdict.result.counter })}
          </p>
        )}
      </div>
    </div>
  );
}

/** How to check the object itself, since the page alone proves only the record (a genuine tap just did). */
export function VerdictNotice({ verdict, serialNumber }: { verdict: Verdict; serialNumber: string }) {
  const { t } = useTranslation();
  if (verdict.kind === 'read' && verdict.result.verdict === 'genuine') return null;
  return (
    <section className={styles.check} aria-labelledby="verify-check">
      <h2 id="verify-check" className={styles.checkTitle}>
        {t('aftersales.verify.check.title')}
      </h2>
      <p className={styles.checkText}>{t('aftersales.verify.check.text')}</p>
      <ul className={styles.checkList}>
        <li>
          <Icon name="phone" size={18} />
          <span>{t('aftersales.verify.check.tag')}</span>
        </li>
        <li>
          <Icon name="search" size={18} />
          <span>{t('aftersales.verify.check.serial', { serial: serialNumber })}</span>
        </li>
      </ul>
    </section>
  );
}

/** The banner of a page opened with `?proof=`: proven while it lasts, then expired; invalid when it never held. */
export function ProofBanner({ proof, publicId }: { proof: string; publicId: string }) {
  const check = useQuery(ownershipProofQuery(proof));
  // a link cut short or mangled on its way is not the shape of a proof: the server refuses it (400)
  if (check.isError && httpStatus(check.error) === 400) return <Banner status="invalid" />;
  if (!check.data) return null;
  const answer = check.data;
  // a proof of another item says nothing about this one
  if (answer.status === 'proven' && answer.publicId !== publicId) return <Banner status="invalid" />;
  if (answer.status !== 'proven') return <Banner status={answer.status} />;
  return <ProvenBanner answer={answer} receivedAt={check.dataUpdatedAt} />;
}

type Proven = Extract<OwnershipProofCheck, { status: 'proven' }>;

/** Proven until its end, counted from when the answer came (not from this device's clock, which may be off). */
function ProvenBanner({ answer, receivedAt }: { answer: Proven; receivedAt: number }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [expired, setExpired] = useState(false);
  const lasts = Date.parse(answer.validUntil) - Date.parse(answer.checkedAt);
  useEffect(() => {
    // at once when already past (a page left open, then its data read from the cache)
    const timer = setTimeout(() => setExpired(true), Math.max(0, receivedAt + lasts - Date.now()));
    return () => clearTimeout(timer);
  }, [receivedAt, lasts]);
  if (expired) return <Banner status="expired" />;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), { timeStyle: 'short' }).format(new Date(iso));
  // the times in the visitor's own time zone, once in the browser; the server's page says "just now"
  const text = hydrated
    ? t('aftersales.verify.proof.proven', {
        checkedAt: time(answer.checkedAt),
        validUntil: time(answer.validUntil),
      })
    : t('aftersales.verify.proof.provenNow');
  return <Banner status="proven" text={text} />;
}

function Banner({ status, text }: { status: OwnershipProofCheck['status']; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.proof} data-status={status} role="status">
      <Icon name={status === 'proven' ? 'shield' : 'clock'} size={24} />
      <div>
        <p className={styles.proofTitle}>{t(`aftersales.verify.proof.${status}Title`)}</p>
        <p className={styles.proofText}>{text ?? t(`aftersales.verify.proof.${status}`)}</p>
      </div>
    </div>
  );
}
