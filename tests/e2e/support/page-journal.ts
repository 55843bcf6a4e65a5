import type { BrowserContext, Request } from 'playwright-core';

/** The longest text a journal line keeps of a console message, an error or a request body. */
const MAX_TEXT = 300;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** The service's API, whose requests the journal notes whole; of the rest it notes only failures. */
const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

function described(request: Request): string {
  const url = new URL(request.url());
  const body = request.postData();
  return `${request.method()} ${url.pathname}${url.search}${body ? ` ${cut(body)}` : ''}`;
}

/**
 * What a browser context's pages did, in order, for the report of a test that failed: each
 * navigation, console message and uncaught error, each API request with its body and answer, and
 * any other request that failed or was refused. A failure seen only under a loaded machine (a
 * click that sent nothing, a hydration that gave up) is then read from the run's log.
 */
export class PageJournal {
  readonly #entries: { at: number; line: string }[] = [];

  constructor(context: BrowserContext) {
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) this.#note(`navigated to ${frame.url()}`);
      });
      page.on('crash', () => this.#note('the page crashed'));
    });
    context.on('console', (message) => this.#note(`console.${message.type()}: ${cut(message.text())}`));
    context.on('weberror', (error) => this.#note(`uncaught: ${cut(error.error().message)}`));
    context.on('request', (request) => {
      if (isApi(request)) this.#note(`→ ${described(request)}`);
    });
    context.on('response', (response) => {
      if (isApi(response.request()) || response.status() >= 400)
        this.#note(`← ${response.status()} ${described(response.request())}`);
    });
    context.on('requestfailed', (request) =>
      this.#note(`✗ ${described(request)}: ${request.failure()?.errorText ?? 'failed'}`),
    );
  }

  #note(line: string): void {
    this.#entries.push({ at: performance.now(), line });
  }

  /** The lines noted since `start` (a `performance.now()` of this process), each with its seconds after it. */
  since(start: number): string[] {
    return this.#entries
      .filter((entry) => entry.at >= start)
      .map((entry) => `+${((entry.at - start) / 1000).toFixed(3)} s  ${entry.line}`);
  }
}
