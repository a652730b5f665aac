import { createContext, useContext, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

type Navigate = (to: string) => void;

const PageNavigationContext = createContext<Navigate | null>(null);

/**
 * Lets the landing page's links to other pages (/login, /privacy, /terms) navigate inside the app
 * when the page runs inside it (reached from a legal page's "Back to home"); see routes/landing-in-app.
 */
export function PageNavigationProvider({ navigate, children }: { navigate: Navigate; children: ReactNode }) {
  return <PageNavigationContext value={navigate}>{children}</PageNavigationContext>;
}

interface PageLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** A path of this site, e.g. `/privacy`. */
  to: string;
}

/**
 * A link to another page of the site. On a first visit the landing page runs without the router
 * (main.tsx), so this is a plain link and the next page loads the app; inside the app it is a
 * client-side navigation, like the router's <Link>.
 */
export function PageLink({ to, onClick, ...props }: PageLinkProps) {
  const navigate = useContext(PageNavigationContext);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  }
  return <a href={to} onClick={handleClick} {...props} />;
}
