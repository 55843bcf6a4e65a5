/** Text from outside (error pages, causes, messages) with every spelling of the key masked, URL-encoded ones included. */
export function redact(text: string, secret: string): string {
  if (secret === '') return text;
  const spellings = new Set([
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ k: secret }).toString().slice(2),
  ]);
  return [...spellings].reduce((out, s) => out.split(s).join('***'), text);
}
