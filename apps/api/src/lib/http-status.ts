// Reason phrases for the `error` field of error replies.
import { STATUS_CODES } from 'node:http';

export function http(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
