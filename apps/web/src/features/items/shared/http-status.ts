// The HTTP status of a failed call, to tell "does not exist" (404, or a malformed id: 400) from other failures.
import axios from 'axios';

export function httpStatus(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** The API answers 404 for another owner's item too (it never reveals that it exists). */
export function isMissing(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 404 || status === 400;
}
