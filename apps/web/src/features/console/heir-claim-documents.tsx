// The documents an heir gave the brand with a claim, read with the staff's session (the API serves them to the
// brand's after-sales staff and admins only): a picture is shown on the page; a PDF is saved to open in the
// computer's viewer (the security policy, apps/api/src/http/security.ts, allows no <object> nor <iframe>).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { heirDocumentQuery, type ConsoleHeirClaim } from '../../api/console';
import { useTranslation } from '../../i18n/react';
import { useFormatDate } from '../../lib/format';
import { saveFile } from '../../lib/save-file';
import { Button } from '../../ui';
import { useConsoleBrand } from './console-layout';
import { Panel } from './console-page';
import { ErrorLine } from './console-parts';
import { styles } from './console-styles';

type ClaimDocument = ConsoleHeirClaim['documents'][number];

const typeName: Record<ClaimDocument['mediaType'], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

export function ClaimDocuments({ claim }: { claim: ConsoleHeirClaim }) {
  const { t } = useTranslation();
  return (
    <Panel id="heir-claim-documents" title={t('console.heirClaims.documentsTitle')}>
      <p className={styles.meta}>{t('console.heirClaims.asked')}</p>
      <ul>
        {claim.requiredDocuments.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {claim.documents.length === 0 ? (
        <p className={styles.empty}>{t('console.heirClaims.noDocument')}</p>
      ) : (
        <ul className={styles.steps}>
          {claim.documents.map((document) => (
            <li key={document.id}>
              <DocumentRow claimId={claim.claimId} document={document} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DocumentRow({ claimId, document }: { claimId: string; document: ClaimDocument }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const brand = useConsoleBrand();
  const client = useQueryClient();
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const picture = document.mediaType !== 'application/pdf';
  const name = document.fileName;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(document.size / 1024)));
  const download = async () => {
    setFailure(null);
    setSaving(true);
    try {
      const blob = await client.fetchQuery(heirDocumentQuery(brand.brandId, claimId, document.id));
      saveFile(blob, name);
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <strong>{name}</strong>{' '}
      <span className={styles.meta}>
        {typeName[document.mediaType]} · {size} ·{' '}
        {t('console.heirClaims.givenOn', { date: formatDate(document.createdAt, 'dateTime') })}
      </span>
      <div className={styles.actions}>
        {picture && (
          <Button variant="secondary" aria-expanded={shown} onClick={() => setShown(!shown)}>
            {shown ? t('console.heirClaims.hide', { name }) : t('console.heirClaims.view', { name })}
          </Button>
        )}
        <Button variant="ghost" loading={saving} onClick={() => void download()}>
          {t('console.heirClaims.download', { name })}
        </Button>
      </div>
      {!picture && <p className={styles.meta}>{t('console.heirClaims.pdfNote')}</p>}
      {picture && shown && <DocumentPicture claimId={claimId} document={document} />}
      <ErrorLine error={failure} />
    </>
  );
}

/** A picture the heir gave, read with the staff's session and shown as a data: address (nothing to free after). */
function DocumentPicture({ claimId, document }: { claimId: string; document: ClaimDocument }) {
  const { t } = useTranslation();
  const brand = useConsoleBrand();
  const client = useQueryClient();
  const file = heirDocumentQuery(brand.brandId, claimId, document.id);
  const picture = useQuery({
    queryKey: [...file.queryKey, 'dataUrl'],
    queryFn: async () => dataUrlOf(await client.fetchQuery(file)),
    staleTime: Infinity,
  });
  if (picture.isError) return <ErrorLine error={picture.error} />;
  if (!picture.data)
    return (
      <p className={styles.meta} role="status">
        {t('console.heirClaims.documentLoading')}
      </p>
    );
  return (
    <img
      className={styles.document}
      src={picture.data}
      alt={t('console.heirClaims.documentAlt', { name: document.fileName })}
    />
  );
}

/** A file as a data: address (FileReader: every browser, and the tests' jsdom). */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
