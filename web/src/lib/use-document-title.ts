import { useEffect } from 'react';

/** The browser tab's title while the calling page is shown; the previous title comes back when it goes. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
