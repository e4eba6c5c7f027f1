// What an item's owner shared with the store entrusted with it (decision 044): the pictures, the certificate (its
// record and public page), the name they gave and a note; what they did not share says so.
import type { CaredItem } from '@heirloom/contract';
import { useTranslation } from '../../i18n/react';
import { chainName, shortHash, useFormatDate } from '../../lib/format';
import { Panel } from './console-page';
import { styles } from './console-styles';

export function CareShared({ item }: { item: CaredItem }) {
  const { t } = useTranslation();
  const notShared = <span className={styles.meta}>{t('console.care.notShared')}</span>;
  return (
    <Panel id="care-shared" title={t('console.care.sharedTitle')}>
      <dl className={styles.facts}>
        <div>
          <dt>{t('console.care.ownerName')}</dt>
          <dd>{item.ownerName ?? notShared}</dd>
        </div>
        <div>
          <dt>{t('console.care.note')}</dt>
          <dd>{item.note ? <span className={styles.quoteInline}>{item.note}</span> : notShared}</dd>
        </div>
        <div>
          <dt>{t('console.care.certificate')}</dt>
          <dd>{item.certificate ? <Certificate certificate={item.certificate} /> : notShared}</dd>
        </div>
      </dl>
      <h3 className={styles.subhead}>{t('console.care.pictures')}</h3>
      {item.pictures.length === 0 ? (
        <p className={styles.meta}>{t('console.care.noPicture')}</p>
      ) : (
        <ul className={styles.photos}>
          {item.pictures.map((picture) => (
            <li key={picture.url}>
              <a href={picture.url} target="_blank" rel="noreferrer">
                <img src={picture.thumbnailUrl} alt={picture.title || item.name} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function Certificate({ certificate }: { certificate: NonNullable<CaredItem['certificate']> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { mint, token } = certificate;
  return (
    <>
      <a href={certificate.digitalLink} target="_blank" rel="noreferrer">
        {t('console.care.publicPage')}
      </a>
      {token && (
        <>
          <br />
          <span className={styles.meta}>
            {t('console.care.token', {
              chain: token.chainName || chainName(String(token.chainId)),
              contract: shortHash(token.contract),
              id: token.tokenId,
            })}
          </span>
        </>
      )}
      {mint && (
        <>
          <br />
          <span className={styles.meta}>{t('console.care.minted', { date: formatDate(mint.mintedAt) })}</span>
        </>
      )}
    </>
  );
}
