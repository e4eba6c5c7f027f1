// The owner's certificate of ownership (docs/decisions/034-ownership-credentials.md): its PDF, its W3C credential,
// and the public check of either (the credential's JSON, or the verification code the PDF prints).
import { credentialRoutes, type CredentialCheck, type VerifiableCredential } from '@heirloom/contract';
import { buildPath } from '@heirloom/contract/light';
import { useMutation } from '@tanstack/react-query';
import { call, http } from './client';

export type { CredentialCheck, VerifiableCredential };

/** Drawing and signing a PDF takes longer than an ordinary call. */
const PDF_TIMEOUT_MS = 30_000;

/** The certificate as a PDF, in the user's language (their Accept-Language); 404 unless they hold the item. */
export async function fetchCertificatePdf(itemId: string, signal?: AbortSignal): Promise<Blob> {
  // through the same client as every call (language, bearer token, its refresh), the answer kept as a file
  const response = await http.get<Blob>(buildPath(credentialRoutes.pdf.path, { id: itemId }), {
    responseType: 'blob',
    headers: { Accept: 'application/pdf, application/json' },
    timeout: PDF_TIMEOUT_MS,
    signal,
  });
  return response.data;
}

/** The certificate as a signed W3C Verifiable Credential (the same one while the owner holds the item). */
export async function fetchCredential(itemId: string, signal?: AbortSignal): Promise<VerifiableCredential> {
  return call(credentialRoutes.issue, { params: { id: itemId }, signal });
}

/**
 * Checks a certificate: the credential's JSON as pasted (text) or read from its file (an object), or the
 * verification code its PDF prints. The server says valid, revoked (since when) or forged.
 */
export async function checkCredential(
  credential: string | Record<string, unknown>,
): Promise<CredentialCheck> {
  return call(credentialRoutes.verify, { body: { credential } });
}

export function useCheckCredential() {
  return useMutation({ mutationFn: checkCredential });
}
