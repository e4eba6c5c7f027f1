// Saving a file the app downloaded (an item's certificate, a document of an heir's claim): an object URL behind an
// <a download>, revoked once the browser has taken the file.

/** How long the object URL stays: the browser starts reading the file at the click, but not always in it. */
const REVOKE_AFTER_MS = 1_000;

/** Saves `blob` as `fileName` in the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** A file's name from words (an item's name, its serial number): ASCII letters and digits, joined by dashes. */
export function fileNameOf(parts: string[], extension: string): string {
  const words = parts
    .map((part) =>
      part
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .toLowerCase(),
    )
    .filter(Boolean);
  return `${words.join('-') || 'certificate'}.${extension}`;
}
