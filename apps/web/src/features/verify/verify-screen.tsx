// The item's public page (no sign-in), at its Digital Link or /verify/:publicId: the verdict of a tap of its tag
// first when the page was opened by one, then the record (brand, item, certificate, how many have owned it, never
// who), how to check the object itself, an owner's proof of ownership when the link carries one, and when declared
// lost or stolen a loud warning and a way for a finder to write.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from '../../lib/router';
import { publicItemOfPage, type PublicItem } from '../../api/protection';
import { Header, Icon, NftImage } from '../../ui';
import { LanguageSwitch } from '../../ui/language-switch';
import { usePageTitle } from '../../lib/use-page-title';
import { useFormatDate } from '../../lib/format';
import { httpStatus, isMissing } from '../../api/errors';
import { sunOf, tapQuery } from '../../api/taps';
import { useShownName } from '../../lib/minting';
import skeleton from '../../ui/skeleton.module.css';
import { StateMessage } from '../../ui/state-message';
import { CertificateCheck } from './certificate-check';
import { FinderForm } from './finder-form';
import { PublicCertificate, PublicFacts } from './public-certificate';
import { PublicPassport } from './public-passport';
import { PublicPhotos } from './public-photos';
import { ProofBanner, TapVerdictBanner, VerdictNotice, type Verdict } from './what-it-proves';
import { Screen } from '../../ui/screen';
import styles from './verify.module.css';
import { LoadingTitle } from '../../ui/loading-title';
import { QueryError } from '../../ui/query-error';

export function VerifyScreen() {
  const { t } = useTranslation();
  // opened at the item's Digital Link or at /verify/<publicId>
  const params = useParams();
  const item = useQuery(publicItemOfPage(params));
  const verdict = useTapVerdict(params);
  usePageTitle(useShownName(item.data) || t('aftersales.verify.pageTitle'));

  if (item.isError) {
    return (
      <Screen>
        <TopBar />
        {isMissing(item.error) ? (
          <StateMessage
            headingLevel={1}
            icon="search"
            title={t('aftersales.verify.notFoundTitle')}
            text={t('aftersales.verify.notFoundText')}
          />
        ) : (
          <QueryError headingLevel={1} query={item} title={t('aftersales.verify.errorTitle')} />
        )}
      </Screen>
    );
  }
  if (item.isPending) return <VerifySkeleton />;
  return <VerifyPage item={item.data} publicId={item.data.publicId} verdict={verdict} />;
}

/**
 * The verdict of the tap that opened the page (`?e=…&c=…`), read once: by the server that rendered the page, else
 * by this browser; then the address bar drops `e` and `c`, so that a reload shows the record rather than a
 * "replayed" warning about the visitor's own read.
 */
function useTapVerdict(params: Record<string, string | undefined>): Verdict {
  const [search] = useSearchParams();
  const sun = sunOf(search);
  const tap = useQuery({ ...tapQuery(params, sun ?? { e: '', c: '' }), enabled: sun !== undefined });
  const settled = tap.isSuccess || tap.isError;
  useEffect(() => {
    if (!settled) return;
    const address = new URL(window.location.href);
    if (!address.searchParams.has('e') && !address.searchParams.has('c')) return;
    address.searchParams.delete('e');
    address.searchParams.delete('c');
    window.history.replaceState(
      window.history.state,
      '',
      `${address.pathname}${address.search}${address.hash}`,
    );
  }, [settled]);
  if (!sun) return { kind: 'none' };
  if (tap.isSuccess) return { kind: 'read', result: tap.data };
  if (tap.isError) return { kind: 'failed', limited: httpStatus(tap.error) === 429 };
  return { kind: 'reading' };
}

function VerifyPage({ item, publicId, verdict }: { item: PublicItem; publicId: string; verdict: Verdict }) {
  const { t } = useTranslation();
  const name = useShownName(item);
  // an owner's proof of ownership, from the link they shared (`?proof=`)
  const proof = useSearchParams()[0].get('proof');
  return (
    <Screen theme={item.brand.theme}>
      <TopBar brand={item.brand} />
      <TapVerdictBanner verdict={verdict} />
      {item.opposition.active && <OppositionWarning opposition={item.opposition} />}
      {proof && <ProofBanner proof={proof} publicId={item.publicId} />}
      <p className={styles.badge}>
        <Icon name="shield" size={18} />
        <span>{t('aftersales.verify.badge')}</span>
      </p>
      <Header title={name} subtitle={item.collection.name} />
      <p className={styles.authentic}>{t('aftersales.verify.registered', { brand: item.brand.name })}</p>
      <InCareNotice item={item} verdict={verdict} />
      <VerdictNotice verdict={verdict} serialNumber={item.serialNumber} />
      {/* the server withholds them while minting; the page holds them back as well, whatever it got */}
      {item.isToMint ? <MintingPicture /> : <PublicPhotos item={item} />}
      {item.description && !item.isToMint && (
        <p className={styles.description} lang={item.descriptionLang}>
          {item.description}
        </p>
      )}
      <PublicFacts item={item} />
      <PublicPassport item={item} />
      <PublicCertificate item={item} />
      <CertificateCheck item={item} />
      {!item.inCustody ? (
        <p className={styles.muted}>{t('aftersales.verify.finder.noOwner')}</p>
      ) : (
        // only a declared item has an owner waiting for a finder (the server refuses the others too)
        item.opposition.active && <FinderForm publicId={publicId} />
      )}
      <p className={styles.poweredBy}>{t('aftersales.verify.poweredBy')}</p>
    </Screen>
  );
}

/**
 * While its owner has entrusted it (decision 044): whoever shows it was trusted by the owner, never who. A genuine
 * tap's verdict already says so.
 */
function InCareNotice({ item, verdict }: { item: PublicItem; verdict: Verdict }) {
  const { t } = useTranslation();
  const saidByTap = verdict.kind === 'read' && verdict.result.verdict === 'genuine' && verdict.result.inCare;
  if (!item.inCare || saidByTap) return null;
  return (
    <p className={styles.inCare}>
      <Icon name="clock" size={18} />
      <span>{t('aftersales.verify.tap.inCare')}</span>
    </p>
  );
}

/** The brand's logo and name in its colours, and the language: a finder may not read English. */
function TopBar({ brand }: { brand?: PublicItem['brand'] }) {
  const [failedLogo, setFailedLogo] = useState(false);
  const logo = brand?.logoUrl && !failedLogo ? brand.logoUrl : null;
  return (
    <div className={styles.topBar}>
      {brand ? (
        <span className={styles.brand}>
          {/* decorative beside the name, which says the same in words */}
          {logo && <img className={styles.logo} src={logo} alt="" onError={() => setFailedLogo(true)} />}
          <span className={styles.brandName}>{brand.name}</span>
        </span>
      ) : (
        <span />
      )}
      <LanguageSwitch />
    </div>
  );
}

function OppositionWarning({ opposition }: { opposition: PublicItem['opposition'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const kind = opposition.kind ?? 'lost';
  return (
    <div className={styles.alarm} role="alert" data-kind={kind}>
      <Icon name="bell" size={28} />
      <div>
        <p className={styles.alarmTitle}>{t(`aftersales.verify.warning.${kind}.title`)}</p>
        <p className={styles.alarmText}>
          {t(`aftersales.verify.warning.${kind}.text`, {
            date: opposition.since ? formatDate(opposition.since) : '',
          })}
        </p>
      </div>
    </div>
  );
}

/** The pending placeholder the item's card shows, in the place of its photos. */
function MintingPicture() {
  const placeholder = { name: '', icon: {}, nftCollection: { name: '' }, isToMint: true };
  return (
    <div className={styles.mintingPicture}>
      <NftImage item={placeholder} size="large" />
    </div>
  );
}

function VerifySkeleton() {
  return (
    <Screen aria-busy="true">
      <LoadingTitle />
      <span className={`${skeleton.block} ${styles.skeletonBar}`} aria-hidden="true" />
      <span className={`${skeleton.line} ${styles.skeletonTitle}`} aria-hidden="true" />
      <span className={`${skeleton.block} ${styles.skeletonPhoto}`} aria-hidden="true" />
      <span className={`${skeleton.block} ${styles.skeletonCard}`} aria-hidden="true" />
    </Screen>
  );
}
