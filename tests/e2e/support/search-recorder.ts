import type { Page, Request, Response } from 'playwright-core';

/** What the page's search answer held, reduced to what the tests compare. */
export interface SearchAnswer {
  ids: number[];
  /** Each ad's advertiser name, in order. */
  owners: string[];
  /** Each ad's `platform`, in order. */
  platforms: string[];
  /** Each ad's accessible name as the grid shows it: its title, else `Ad by <owner>`. */
  labels: string[];
  currentPage: number;
  hasNextPage: boolean;
  lastHit: number;
  /** The counts of the `totals` extension, when the answer carries them. */
  total?: WireTotal;
  totalsByPlatform?: Record<string, WireTotal>;
}

interface WireTotal {
  value: number;
  relation: 'eq' | 'gte';
}

/** One search request the page sent (its JSON body as the service received it) and its answer. */
export interface RecordedSearch {
  url: string;
  body: Record<string, unknown>;
  /** The page asked for; 1 when the body names none. */
  page: number;
  answer: SearchAnswer;
}

/** Both layouts' search operations: v1 `/{platform}/ads/search`, v2 `/ads/{platform}/search` (POST only). */
const SEARCH_PATH = /\/api\/v[12]\/(?:[^/]+\/ads|ads\/[^/]+)\/search$/;

/** Whether `request` is a search the explorer sent. */
export function isSearchRequest(request: Request): boolean {
  return request.method() === 'POST' && SEARCH_PATH.test(new URL(request.url()).pathname);
}

interface WireAd {
  id: number;
  platform: string;
  title?: string;
  owner: { name: string };
}

function labelOf(ad: WireAd): string {
  return ad.title?.trim() || `Ad by ${ad.owner.name}`;
}

async function readSearch(response: Response): Promise<RecordedSearch> {
  const request = response.request();
  const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
  const envelope = (await response.json()) as {
    status: string;
    data: {
      ads: WireAd[];
      current_page: number;
      has_next_page: boolean;
      last_hit: number;
      total?: WireTotal;
      totals_by_platform?: Record<string, WireTotal>;
    };
  };
  if (envelope.status !== 'ok') throw new Error(`search failed: ${JSON.stringify(envelope)}`);
  const { ads, current_page, has_next_page, last_hit, total, totals_by_platform } = envelope.data;
  return {
    url: request.url(),
    body,
    page: typeof body.page === 'number' ? body.page : 1,
    answer: {
      ids: ads.map((ad) => ad.id),
      owners: ads.map((ad) => ad.owner.name),
      platforms: ads.map((ad) => ad.platform),
      labels: ads.map(labelOf),
      currentPage: current_page,
      hasNextPage: has_next_page,
      lastHit: last_hit,
      total,
      totalsByPlatform: totals_by_platform,
    },
  };
}

/** Every search the page sends, in the order the answers arrive; start it before navigating. */
export class SearchRecorder {
  readonly #answered: RecordedSearch[] = [];
  readonly #pending = new Set<Promise<void>>();
  #requested = 0;

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      if (isSearchRequest(request)) this.#requested += 1;
    });
    page.on('response', (response) => {
      if (!isSearchRequest(response.request())) return;
      const reading = readSearch(response).then(
        (search) => void this.#answered.push(search),
        () => undefined,
      );
      this.#pending.add(reading);
      void reading.finally(() => this.#pending.delete(reading));
    });
  }

  /** How many searches the page has sent so far, answered or not. */
  get requested(): number {
    return this.#requested;
  }

  /**
   * Runs `action` and resolves with the first page-1 search (or the page `page`) answered in full
   * after it started. A search the page gave up on while its answer arrived (a newer one took its
   * place) is passed over: its body is gone once the page aborts it.
   */
  async after(action: () => Promise<unknown>, page = 1): Promise<RecordedSearch> {
    const answered = this.page.waitForEvent('requestfinished', {
      predicate: async (request) =>
        isSearchRequest(request) && pageOf(request) === page && ((await request.response())?.ok() ?? false),
    });
    // When the action fails, its error is the one to report; the wait then times out unheard.
    answered.catch(() => undefined);
    await action();
    return readSearch((await (await answered).response())!);
  }

  /**
   * Every search answered so far. An answer's body is read after the page may already have shown it,
   * so this waits for the bodies still being read: whatever the page shows is in the list.
   */
  async answered(): Promise<readonly RecordedSearch[]> {
    while (this.#pending.size > 0) await Promise.all(this.#pending);
    return this.#answered;
  }

  /** The latest recorded page-1 search; throws when none has been answered yet. */
  async latest(): Promise<RecordedSearch> {
    const first = (await this.answered()).filter((search) => search.page === 1).at(-1);
    if (!first) throw new Error('no search has been answered yet');
    return first;
  }
}

function pageOf(request: Request): number {
  const body = request.postDataJSON() as { page?: unknown } | null;
  return typeof body?.page === 'number' ? body.page : 1;
}
