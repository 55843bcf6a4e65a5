import { useEffect } from 'react';

/** Keeps `document.title` at `title` while mounted. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
