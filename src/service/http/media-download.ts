import { ServiceError } from './service-error';

/** A file name a client may ask a download to be saved under: one path segment of safe characters. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.'));

/**
 * The `Content-Disposition` of `/media/<name>?download=…`: absent `download` serves the medium
 * inline (undefined); `download=1` (or empty) saves it under its own name; `download=<file name>`
 * saves it under that name, which must keep the medium's extension so the saved file opens as what
 * it is. Anything else answers 1004. Cross-origin pages cannot name a download with `<a download>`,
 * so the name travels in the link instead.
 */
export function downloadDisposition(download: string | undefined, mediaName: string): string | undefined {
  if (download === undefined) return undefined;
  if (download === '' || download === '1') return `attachment; filename="${mediaName}"`;
  const extension = extensionOf(mediaName);
  if (FILE_NAME.test(download) && extensionOf(download) === extension) return `attachment; filename="${download}"`;
  throw new ServiceError('validation_failed', 'The download request is not valid.', [
    {
      field: 'download',
      message: `must be 1 or a file name of letters, digits, ".", "_" and "-" ending in ${extension}`,
    },
  ]);
}
