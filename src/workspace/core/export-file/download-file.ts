/** Hands `text` to the browser as a download named `name` (a Blob behind a temporary link). */
export function downloadFile(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released after the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
