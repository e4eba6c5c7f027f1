// S3-compatible adapter (AWS S3, MinIO, R2…): SigV4-signed requests through aws4fetch.
import { AwsClient } from 'aws4fetch';
import type { S3Options } from '../../config';
import { assertSafeKey, type StorageProvider } from './storage-provider';

export class S3Storage implements StorageProvider {
  readonly name = 's3';
  private readonly client: AwsClient;

  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  private url(key: string): string {
    assertSafeKey(key);
    const endpoint = new URL(this.options.endpoint);
    const encodedKey = key.split('/').map(encodeURIComponent).join('/');
    if (this.options.forcePathStyle) return `${endpoint.origin}/${this.options.bucket}/${encodedKey}`;
    return `${endpoint.protocol}//${this.options.bucket}.${endpoint.host}/${encodedKey}`;
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    return this.client.fetch(this.url(key), {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: contentType ? { 'content-type': contentType } : undefined,
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key} answered ${res.status}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const res = await this.send('GET', key);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`S3 GET ${key} answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} answered ${res.status}`);
  }
}
