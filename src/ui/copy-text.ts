/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it, else a
 * hidden textarea and `execCommand('copy')` (older browsers, insecure origins). Resolves to
 * whether the copy happened.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  // Browsers expose `navigator.clipboard` only in secure contexts.
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no focus: the fallback below may still work.
    }
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
