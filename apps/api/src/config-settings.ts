// The parts of the configuration built from several variables: the providers' settings (payments, storage, SMS,
// e-mail, push), the passkeys' relying party and origins, the chain. loadConfig (config.ts) assembles them.
import path from 'node:path';
import type { Address, Hex } from 'viem';
import { isPublicDevKey, LOCAL_CHAIN_ID } from './chain/local-chain';
import { metadataAddresses } from './chain/items-contract';
import type { ChainSettings } from './chain/runtime';
import { type Config, ConfigError, type ParsedEnv } from './config';

/** The providers' settings: the local stand-ins unless the environment names real ones (checkEnv checked them). */
export function providerSettings(
  e: ParsedEnv,
  { production, dataDir, from }: { production: boolean; dataDir: string; from: string },
): Pick<Config, 'payments' | 'storage' | 'sms' | 'email' | 'push'> {
  return {
    payments:
      e.PAYMENT_PROVIDER === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY ?? '',
            publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
            api:
              e.STRIPE_API_HOST || e.STRIPE_API_PORT || e.STRIPE_API_PROTOCOL
                ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL }
                : undefined,
          }
        : { provider: 'local' },
    storage:
      e.STORAGE === 's3'
        ? {
            provider: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { provider: 'local', root: path.join(dataDir, 'uploads') },
    sms: {
      provider: e.SMS_PROVIDER,
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
          ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
          : undefined,
    },
    email: {
      provider: e.EMAIL_PROVIDER,
      from,
      smtp: e.SMTP_URL
        ? { url: e.SMTP_URL }
        : e.SMTP_HOST
          ? {
              host: e.SMTP_HOST,
              port: e.SMTP_PORT ?? (e.SMTP_SECURE ? 465 : 587),
              secure: e.SMTP_SECURE,
              user: e.SMTP_USER,
              pass: e.SMTP_PASS,
            }
          : undefined,
    },
    push: {
      // Production reaches the browsers' push services; elsewhere nothing may leave the machine.
      provider: e.PUSH_PROVIDER ?? (production ? 'webpush' : 'console'),
      subject: e.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(from)?.[1] ?? from}`,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
    },
  };
}

export function passkeySettings(
  publicUrl: string,
  extra: string | undefined,
  relyingParty: string | undefined,
): Config['passkeys'] {
  const own = new URL(publicUrl);
  const origins = [own.origin];
  for (const entry of (extra ?? '').split(',').map((o) => o.trim())) {
    if (!entry) continue;
    let origin: string;
    try {
      origin = new URL(entry).origin;
    } catch {
      throw new ConfigError(`PASSKEY_ORIGINS: ${entry} is not an origin (https://host[:port])`);
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  const rpId = relyingParty?.trim().toLowerCase() || own.hostname;
  const onIt = (origin: string) => {
    const host = new URL(origin).hostname;
    return host === rpId || host.endsWith(`.${rpId}`);
  };
  if (!origins.some(onIt)) {
    throw new ConfigError(
      `PASSKEY_RP_ID ${rpId}: none of the passkey origins (${origins.join(', ')}) is on it`,
    );
  }
  return { rpId, origins };
}

export function chainSettings(e: ParsedEnv, dataDir: string, publicUrl: string): ChainSettings {
  const mode = e.CHAIN ?? (e.CHAIN_RPC_URL ? 'rpc' : e.NODE_ENV === 'development' ? 'local' : 'off');
  if (mode === 'off') return { mode };
  const metadata = metadataAddresses(publicUrl);
  if (mode === 'local') {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError(
        'Production cannot use CHAIN=local (its operator key is public): set CHAIN_RPC_URL, CHAIN_ID, CHAIN_OPERATOR_KEY and CHAIN_ITEMS_CONTRACT, or CHAIN=off',
      );
    }
    return {
      mode,
      dir: path.join(dataDir, 'chain'),
      blockTime: e.CHAIN_BLOCK_TIME,
      confirmations: e.CHAIN_CONFIRMATIONS,
      ...metadata,
    };
  }
  if (!(e.CHAIN_RPC_URL && e.CHAIN_ID && e.CHAIN_OPERATOR_KEY && e.CHAIN_ITEMS_CONTRACT)) {
    throw new ConfigError(
      'CHAIN=rpc needs CHAIN_RPC_URL, CHAIN_ID, CHAIN_OPERATOR_KEY and CHAIN_ITEMS_CONTRACT (docs/operations.md)',
    );
  }
  if (e.CHAIN_ID !== LOCAL_CHAIN_ID && isPublicDevKey(e.CHAIN_OPERATOR_KEY as Hex)) {
    // anyone could sign as the operator and withdraw every token in custody
    throw new ConfigError(
      'CHAIN_OPERATOR_KEY is a public development key (Anvil, Hardhat): use a key of your own',
    );
  }
  return {
    mode: 'rpc',
    rpcUrl: e.CHAIN_RPC_URL,
    chainId: e.CHAIN_ID,
    operatorKey: e.CHAIN_OPERATOR_KEY as Hex,
    itemsContract: e.CHAIN_ITEMS_CONTRACT as Address,
    confirmations: e.CHAIN_CONFIRMATIONS,
    rpcBatch: e.CHAIN_RPC_BATCH,
    explorerUrl: e.CHAIN_EXPLORER_URL?.replace(/\/$/, ''),
    ...metadata,
  };
}
