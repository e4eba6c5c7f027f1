// A quiet section of the home, after the collections, for what others trusted the user with: a claim they may make
// as someone's heir (or their claim under way), the items entrusted to them (decisions 043, 044). Its own chunk,
// read after the first paint: nothing shows while both lists are empty.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { entrustedQuery, namedMeQuery } from '../../api/inheritance';
import { hrefs, paths } from '../../config/paths';
import { Link } from '../../lib/router';
import styles from './home-screen.module.css';

export default function TrustedNotice() {
  const { t } = useTranslation();
  const named = useQuery(namedMeQuery());
  const entrusted = useQuery(entrustedQuery());
  const namings = named.data ?? [];
  const mayClaim = namings.some(
    (naming) => naming.mayClaim && (!naming.claim || naming.claim.state === 'cancelled'),
  );
  const openClaim = namings.find((naming) => naming.claim?.state === 'open')?.claim;
  const entrustedCount = entrusted.data?.total ?? 0;
  if (!mayClaim && !openClaim && entrustedCount === 0) return null;

  return (
    <section className={styles.trusted} aria-labelledby="home-trusted">
      <h2 id="home-trusted" className={styles.invitationTitle}>
        {t('items.home.trusted.title')}
      </h2>
      <ul className={styles.trustedLinks}>
        {mayClaim && (
          <li>
            <Link to={paths.namedMe} viewTransition className={styles.invitationLink}>
              {t('items.home.trusted.mayClaim')}
            </Link>
          </li>
        )}
        {openClaim && (
          <li>
            <Link to={hrefs.heirClaim(openClaim.id)} viewTransition className={styles.invitationLink}>
              {t('items.home.trusted.claimOpen')}
            </Link>
          </li>
        )}
        {entrustedCount > 0 && (
          <li>
            <Link to={paths.entrusted} viewTransition className={styles.invitationLink}>
              {t('items.home.trusted.entrusted', { count: entrustedCount })}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
