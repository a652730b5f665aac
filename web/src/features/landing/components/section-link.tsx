import type { ComponentProps, MouseEvent } from 'react';
import { scrollToSection, scrollToTop } from '../utils/scroll-to-section';

interface SectionLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The section id; `top` scrolls to the top of the page. */
  to: string;
  /** Runs before scrolling (e.g. close the mobile menu). */
  onNavigate?: () => void;
}

/**
 * An in-page link: a real `#id` anchor (works without script, can be opened or copied), which
 * scrolls smoothly to 80 px above its section when clicked.
 */
export function SectionLink({ to, onNavigate, onClick, ...props }: SectionLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate?.();
    if (to === 'top') scrollToTop();
    else scrollToSection(to);
  }
  return <a href={to === 'top' ? '#top' : `#${to}`} onClick={handleClick} {...props} />;
}
