// An item's digital certificate as it truly stands: where it is recorded, the facts to check it, and what the
// record proves; while it is being minted, that it is on its way. One block for the owner's Details tab and the
// public authenticity page.
import type { ChainStep, Mint, Token } from '@heirloom/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { FactCard } from './fact-card';
import { Fact, Facts } from './facts';
import { ChainStepState, TxHash } from './chain-step';
import { Hourglass } from './hourglass';
import { shortHash, useFormatDate } from '../lib/format';
import styles from './certificate.module.css';

export interface CertificateFactsProps {
  mint: Mint | null;
  isToMint: boolean;
  /** the item's token on its chain, as the app last knows it (null: none, or not known yet) */
  token?: Token | null;
  /** who reads it: the owner (the token is held for them) or anyone, on the public page */
  audience?: 'owner' | 'public';
}

export function CertificateFacts({ mint, isToMint, token, audience = 'owner' }: CertificateFactsProps) {
  const { t } = useTranslation();
  if (token) return <TokenFacts token={token} isToMint={isToMint || !mint} audience={audience} />;
  if (!mint || isToMint) return <Pending text={t('aftersales.certificate.pending')} />;
  if (mint.ledger === 'chain') return <ChainMintFacts mint={mint} />;
  return <LedgerFacts mint={mint} />;
}

function Pending({ text, step }: { text: string; step?: ChainStep }) {
  const { t } = useTranslation();
  return (
    <div className={styles.pending}>
      <Hourglass size="small" label={t('aftersales.certificate.pendingShort')} />
      <p>
        {text}
        {step && (
          <>
            {' '}
            <ChainStepState step={step} />
          </>
        )}
      </p>
    </div>
  );
}

/** On Heirloom's own ledger (a server without a chain). */
function LedgerFacts({ mint }: { mint: Extract<Mint, { ledger: 'heirloom' }> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <>
      <Facts>
        <Fact label={t('aftersales.certificate.keptIn')}>{t('aftersales.certificate.ledger')}</Fact>
        <Fact label={t('aftersales.certificate.number')} mono>
          {shortHash(mint.tokenId, 8, 4)}
        </Fact>
        <Fact label={t('aftersales.certificate.record')} mono title={mint.record}>
          {shortHash(mint.record, 8, 6)}
        </Fact>
        <Fact label={t('aftersales.certificate.recordedOn')}>
          <time dateTime={mint.mintedAt}>{formatDate(mint.mintedAt)}</time>
        </Fact>
      </Facts>
      <p className={styles.proof}>{t('aftersales.certificate.proof')}</p>
    </>
  );
}

/** A token on a chain, from the item alone (while its token's details load, or where they are not read). */
function ChainMintFacts({ mint }: { mint: Extract<Mint, { ledger: 'chain' }> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const chain = useChainName(mint.chainId);
  return (
    <>
      <Facts>
        <Fact label={t('aftersales.certificate.chain')}>{chain}</Fact>
        <Fact label={t('aftersales.certificate.contract')} mono title={mint.contract}>
          {shortHash(mint.contract, 6, 4)}
        </Fact>
        <Fact label={t('aftersales.certificate.tokenId')} mono title={mint.tokenId}>
          {shortHash(mint.tokenId, 8, 4)}
        </Fact>
        <Fact label={t('aftersales.certificate.minted')}>
          <time dateTime={mint.mintedAt}>{formatDate(mint.mintedAt)}</time>{' '}
          <TxHash hash={mint.txHash} url={null} />
        </Fact>
      </Facts>
      <p className={styles.proof}>{t('aftersales.certificate.chainProof', { chain })}</p>
    </>
  );
}

/** The token as the chain's outbox knows it: where it is, its mint and its last transfer, with their states. */
function TokenFacts({
  token,
  isToMint,
  audience,
}: {
  token: Token;
  isToMint: boolean;
  audience: 'owner' | 'public';
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const chain = useChainName(token.chainId, token.chainName);
  if (isToMint || token.mint.state !== 'confirmed') {
    return <Pending text={t('aftersales.certificate.chainPending', { chain })} step={token.mint} />;
  }
  const owner = token.owner;
  return (
    <>
      <Facts>
        <Fact label={t('aftersales.certificate.chain')}>{chain}</Fact>
        <Fact label={t('aftersales.certificate.contract')} mono title={token.contract}>
          <Linked url={token.contractUrl}>{shortHash(token.contract, 6, 4)}</Linked>
        </Fact>
        <Fact label={t('aftersales.certificate.tokenId')} mono title={token.tokenId}>
          {shortHash(token.tokenId, 8, 4)}
        </Fact>
        <Fact label={t('aftersales.certificate.heldAt')}>
          {/* the custody address is the owner's to see; the public page names only who holds it */}
          {(audience === 'owner' || !owner.custodial) && (
            <span className={styles.mono} title={owner.address} translate="no">
              <Linked url={owner.url}>{shortHash(owner.address, 6, 4)}</Linked>
            </span>
          )}
          <span className={styles.hint}>
            {!owner.custodial
              ? t('aftersales.certificate.inWallet')
              : audience === 'owner'
                ? t('aftersales.certificate.heldForYou')
                : t('aftersales.certificate.heldForOwner')}
          </span>
        </Fact>
        <Fact label={t('aftersales.certificate.minted')}>
          {token.mint.confirmedAt && (
            <time dateTime={token.mint.confirmedAt}>{formatDate(token.mint.confirmedAt)}</time>
          )}{' '}
          {token.mint.txHash && <TxHash hash={token.mint.txHash} url={token.mint.txUrl} />}
        </Fact>
        {token.lastTransfer && (
          <Fact label={t('aftersales.certificate.lastTransfer')}>
            <ChainStepState step={token.lastTransfer} />
          </Fact>
        )}
      </Facts>
      <p className={styles.proof}>{t('aftersales.certificate.chainProof', { chain })}</p>
    </>
  );
}

function Linked({ url, children }: { url: string | null; children: ReactNode }) {
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/** The local development chain's id (Anvil's): named in the reader's language, the others by their names. */
const LOCAL_CHAIN_ID = 31337;

/** A chain's name from its EIP-155 id (an item read without its token's details), else the server's name. */
function useChainName(chainId: number, serverName?: string): string {
  const { t } = useTranslation();
  const known: Record<number, string> = {
    1: 'Ethereum',
    137: 'Polygon',
    8453: 'Base',
    80002: 'Polygon Amoy',
    84532: 'Base Sepolia',
  };
  if (chainId === LOCAL_CHAIN_ID) return t('aftersales.certificate.localChain');
  return known[chainId] ?? serverName ?? t('aftersales.certificate.chainNumber', { id: chainId });
}

export interface CertificateCardProps extends CertificateFactsProps {
  /** The heading's id, unique on its page. */
  id: string;
  headingLevel?: 2 | 3;
}

export function CertificateCard({ mint, isToMint, token, audience, id, headingLevel }: CertificateCardProps) {
  const { t } = useTranslation();
  return (
    <FactCard
      id={id}
      title={t('aftersales.certificate.title')}
      headingLevel={headingLevel}
      look="certificate"
    >
      <CertificateFacts mint={mint} isToMint={isToMint} token={token} audience={audience} />
    </FactCard>
  );
}
