import { getConfig, prettyDOM } from '@testing-library/react';

/**
 * Testing Library's error for a query that found nothing, with the page printed only when its
 * message is read. A `findBy…` or `waitFor` builds one at each retry and throws all but the last
 * away; printing the page into each was 5 % of a DOM file's CPU. The message is the default one.
 */
export function lazyElementError(message: string | null, container: Element | Document): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () =>
      (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
        .filter(Boolean)
        .join('\n\n')),
  });
  return error;
}
