/**
 * First path segments of the explorer's pages that are not searches (`/boards`, `/boards/{id}`,
 * `/shared/boards/{token}`, `/saved-searches`, `/hidden`). A link to one is not a search link:
 * nothing of it is dropped, and the search state is left as it was.
 */
export const VIEW_ROOTS = ['boards', 'shared', 'saved-searches', 'hidden'] as const;

/** Whether `pathname` is one of those pages rather than `/{platform}`. */
export function isViewPath(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first !== undefined && (VIEW_ROOTS as readonly string[]).includes(first);
}
