// The parts of Digital Bazaar's Verifiable Credential libraries this app uses: they ship JavaScript without types
// (docs/decisions/034-ownership-credentials.md).
declare module '@digitalbazaar/ed25519-multikey' {
  export interface ExportedMultikey {
    '@context'?: string;
    id?: string;
    type: 'Multikey';
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<ExportedMultikey>;
    signer(): { id?: string; algorithm: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: ExportedMultikey): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: string; requiredAlgorithm: string };
}

declare module '@digitalbazaar/data-integrity' {
  import type { Ed25519KeyPair } from '@digitalbazaar/ed25519-multikey';
  export class DataIntegrityProof {
    /** the proof type, DataIntegrityProof */
    readonly type: string;
    constructor(options: {
      signer?: ReturnType<Ed25519KeyPair['signer']>;
      date?: Date | string;
      cryptosuite: unknown;
    });
  }
}

declare module '@digitalbazaar/vc' {
  import type { DataIntegrityProof } from '@digitalbazaar/data-integrity';
  import type { StatusCheck } from '@digitalbazaar/vc-bitstring-status-list';
  /** What a JSON-LD document loader gives for a URL. */
  export interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  export type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  export interface VerifyResult {
    verified: boolean;
    error?: Error & { errors?: Error[] };
    statusResult?: StatusCheck;
  }
  export function issue<T extends object>(options: {
    credential: T;
    suite: DataIntegrityProof;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<T & { proof: Record<string, unknown> }>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: DataIntegrityProof;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: object }) => Promise<StatusCheck>;
    now?: Date;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  import type { DataIntegrityProof } from '@digitalbazaar/data-integrity';
  import type { DocumentLoader } from '@digitalbazaar/vc';
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: {
    credential: object;
    documentLoader: DocumentLoader;
    suite: DataIntegrityProof;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<StatusCheck>;
  /** One status entry's reading: `status` true when its bit is set (for revocation: revoked). */
  export interface StatusCheck {
    verified: boolean;
    results?: { verified: boolean; status: boolean }[];
    error?: Error;
  }
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, object>;
}

declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, object>;
}

declare module 'did-context' {
  export const contexts: Map<string, object>;
}
