// Types of sign-in-bundle.mjs, for the benchmark (bench/web.ts).
export const webRoot: string;
export const SIGN_IN_DYNAMIC_ENTRIES: string[];
export interface SizedFile {
  file: string;
  gzip: number;
}
export interface SignInBundle {
  js: SizedFile[];
  css: SizedFile[];
  jsGzip: number;
  cssGzip: number;
  largestLazy: SizedFile;
}
export function buildForMeasure(): Promise<unknown[]>;
export function measureSignIn(outputs: unknown[]): SignInBundle;
export function kb(bytes: number): string;
