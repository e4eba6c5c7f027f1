// The compliance documents a brand lists in its passports: PDFs (checked by their %PDF- signature, not by the
// name or type the browser gave) uploaded in the console, kept by the storage the pictures use, and read back
// through /public/passport-documents/:id by the audiences a passport lists them for.
import { buildPath, passportRoutes } from '@heirloom/contract';
import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { DocumentRow, PassportRepository } from './passport.repository';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const FILE_NAME_MAX = 200;

/** A file name as the browser sent it, kept for display: its last path segment, printable, bounded. */
export function cleanFileName(given: string | undefined): string {
  const base = (given ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(0, FILE_NAME_MAX) || 'document.pdf';
}

export class PassportDocuments {
  constructor(
    private readonly deps: {
      repo: PassportRepository;
      audit: AuditRepository;
      storage: StorageProvider;
      clock: Clock;
      publicUrl: string;
    },
  ) {}

  /** Where a document is read. */
  url(id: string): string {
    return `${this.deps.publicUrl}/api${buildPath(passportRoutes.document.path, { id })}`;
  }

  present(row: DocumentRow) {
    return {
      id: row.id,
      fileName: row.fileName,
      mediaType: row.mediaType,
      size: row.sizeBytes,
      sha256: row.sha256,
      url: this.url(row.id),
    };
  }

  /** Keeps an uploaded PDF for the actor's brand (not a PDF: 415 DOCUMENT_NOT_PDF), audited. */
  async upload(actor: BrandActor, bytes: Buffer, fileName: string | undefined) {
    if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
      throw new AppError(415, 'DOCUMENT_NOT_PDF', { field: 'file' });
    const id = randomUUID();
    const storageKey = `passport-documents/${actor.clientId}/${id}.pdf`;
    await this.deps.storage.put(storageKey, bytes, 'application/pdf');
    const now = this.deps.clock.now();
    const row = await this.deps.repo.transaction(async (tx) => {
      const stored = await this.deps.repo.insertDocument(tx, {
        id,
        clientId: actor.clientId,
        fileName: cleanFileName(fileName),
        mediaType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey,
        createdAt: now,
        byLabel: actor.label,
      });
      const target = { kind: 'passportDocument', id, label: stored.fileName };
      await this.deps.audit.record(tx, actor, { action: 'passportDocument.uploaded', target }, now);
      return stored;
    });
    return this.present(row);
  }

  /** A document's row and bytes, or undefined. */
  async read(id: string): Promise<{ row: DocumentRow; bytes: Buffer } | undefined> {
    const row = await this.deps.repo.document(id);
    const bytes = row && (await this.deps.storage.get(row.storageKey));
    return row && bytes ? { row, bytes } : undefined;
  }
}
