// /entrusted/:careId: one item entrusted to the signed-in user, with only what its owner shared (pictures,
// certificate, their name, a note), until when, how to show it is in their care, and ending the care early. No send,
// sale or declaration here: the item stays its owner's (decision 044).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { errorCode } from '../../api/errors';
import { entrustedOneQuery, useEndEntrusted, type EntrustedCare } from '../../api/inheritance';
import { errorMessage } from '../../api/errors';
import { paths } from '../../config/paths';
import { BackLink, Button, Fact, Facts, Header, Modal, NeedsNetwork } from '../../ui';
import { useFormatDate } from '../../lib/format';
import { useOnline } from '../../lib/online';
import { usePageTitle } from '../../lib/use-page-title';
import { useParams } from '../../lib/router';
import { StateMessage } from '../../ui/state-message';
import { RecordScreen } from '../../ui/record-screen';
import { Screen } from '../../ui/screen';
import { CaredCertificate } from './cared-certificate';
import styles from './inheritance.module.css';

export function EntrustedItemScreen() {
  const { t } = useTranslation();
  const { careId = '' } = useParams();
  const [ended, setEnded] = useState<string | null>(null);
  // once ended, the care is no longer the user's to read
  const care = useQuery({ ...entrustedOneQuery(careId), enabled: ended === null });
  usePageTitle(ended ?? care.data?.item.name ?? t('inheritance.entrusted.title'));
  const back = <BackLink to={paths.entrusted} label={t('inheritance.care.backToList')} />;

  if (ended !== null) {
    return (
      <Screen gap={5}>
        {back}
        <StateMessage
          headingLevel={1}
          icon="check"
          title={t('inheritance.care.endedTitle')}
          text={t('inheritance.care.endedText', { name: ended })}
        />
      </Screen>
    );
  }
  return (
    <RecordScreen
      query={care}
      back={back}
      notFound={{ title: t('inheritance.care.notFoundTitle'), text: t('inheritance.care.notFoundText') }}
      errorTitle={t('inheritance.care.errorTitle')}
    >
      {(data) => <CaredItem care={data} onEnded={() => setEnded(data.item.name)} />}
    </RecordScreen>
  );
}

function CaredItem({ care, onEnded }: { care: EntrustedCare; onEnded: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { item } = care;
  return (
    <>
      <Header title={item.name} subtitle={item.brand.name} />
      <p className={styles.note}>
        {t('inheritance.care.period', { from: formatDate(care.startsAt), until: formatDate(care.endsAt) })}
        <br />
        {item.ownerName
          ? t('inheritance.care.byName', { name: item.ownerName })
          : t('inheritance.care.byOwner')}
      </p>
      {item.note && (
        <section className={styles.card} aria-labelledby="care-note">
          <h2 id="care-note" className={styles.cardTitle}>
            {t('inheritance.care.noteTitle')}
          </h2>
          <p className={styles.text}>{item.note}</p>
        </section>
      )}
      {item.pictures.length > 0 && (
        <section className={styles.card} aria-labelledby="care-pictures">
          <h2 id="care-pictures" className={styles.cardTitle}>
            {t('inheritance.care.picturesTitle')}
          </h2>
          <ul className={styles.pictures}>
            {item.pictures.map((picture) => (
              <li key={picture.url}>
                <img
                  className={styles.picture}
                  src={picture.thumbnailUrl}
                  alt={picture.title}
                  width={picture.width}
                  height={picture.height}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Facts>
        <Fact label={t('inheritance.care.serial')} noTranslate>
          {item.serialNumber}
        </Fact>
        <Fact label={t('inheritance.care.collection')}>{item.collection.name}</Fact>
      </Facts>
      {item.certificate && <CaredCertificate certificate={item.certificate} />}
      <section className={styles.card} aria-labelledby="care-show">
        <h2 id="care-show" className={styles.cardTitle}>
          {t('inheritance.care.showTitle')}
        </h2>
        <p className={styles.text}>{t('inheritance.care.showTag')}</p>
        <p className={styles.text}>{t('inheritance.care.showPage')}</p>
        <p className={styles.muted}>{t('inheritance.care.cannot')}</p>
      </section>
      <EndCare careId={care.id} onEnded={onEnded} />
    </>
  );
}

/** "End the care now", confirmed in a dialog; the owner is told by the server. */
function EndCare({ careId, onEnded }: { careId: string; onEnded: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const end = useEndEntrusted();
  const online = useOnline();
  const close = () => {
    setAsking(false);
    end.reset();
  };
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={!online}
        aria-describedby={online ? undefined : 'care-offline'}
        onClick={() => setAsking(true)}
      >
        {t('inheritance.care.end')}
      </Button>
      <NeedsNetwork id="care-offline" online={online} />
      <Modal open={asking} onClose={close} title={t('inheritance.care.endTitle')}>
        <div className={styles.confirm}>
          <p className={styles.text}>{t('inheritance.care.endText')}</p>
          <p className={styles.error} role="alert">
            {end.isError ? errorMessage(end.error, t) : ''}
          </p>
          <div className={styles.confirmActions}>
            {/* the safe choice first, where focus lands */}
            <Button variant="secondary" onClick={close}>
              {t('inheritance.care.keep')}
            </Button>
            <Button
              variant="danger"
              loading={end.isPending}
              onClick={() =>
                end.mutate(careId, {
                  onSuccess: onEnded,
                  onError: (error) => errorCode(error) === 'CARE_ENDED' && onEnded(),
                })
              }
            >
              {t('inheritance.care.confirmEnd')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
