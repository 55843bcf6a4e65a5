/** Text from outside (error pages, causes, messages) with every occurrence of the key masked. */
export function redact(text: string, secret: string): string {
  if (secret === '') return text;
  return [secret, encodeURIComponent(secret)].reduce((out, s) => out.split(s).join('***'), text);
}
