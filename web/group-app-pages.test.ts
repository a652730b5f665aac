import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, SHELL_ROOTS, sortAppPages, type AppPagesGroups } from './group-app-pages';

/** A module graph as static imports by module id; ids are the suffixes the plugin looks for. */
function closureOf(graph: Record<string, string[]>) {
  return (roots: string[]) => {
    const seen = new Set<string>();
    for (const pending = [...roots]; pending.length; ) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph[id] ?? []));
    }
    return seen;
  };
}

describe('group-app-pages: the chunks every signed-in page loads before it renders', () => {
  const [start, layout] = SHELL_ROOTS as [string, string];
  const [listings, detail, bookings, profile, messages] = PAGE_MODULES as [string, string, string, string, string];
  const graph: Record<string, string[]> = {
    [start]: ['router', 'query-client'],
    [layout]: ['header', 'query-client'],
    header: ['icon-heart'],
    [listings]: ['skeleton', 'price', 'query-client'],
    [detail]: ['skeleton', 'price', 'photo'],
    [bookings]: ['skeleton', 'price', layout],
    [profile]: ['skeleton', 'photo'],
    [messages]: ['textarea', detail],
  };

  it('puts the closure of the app start and the layout in the shell, without the roots themselves', () => {
    const groups: AppPagesGroups = { shell: new Set(), pagesCommon: new Set() };
    sortAppPages(closureOf(graph), (suffix) => suffix, new Set(), groups);
    expect([...groups.shell].sort()).toEqual(['header', 'icon-heart', 'query-client', 'router']);
  });

  it('groups what three or more pages import outside the shell, and leaves the rest to automatic chunking', () => {
    const groups: AppPagesGroups = { shell: new Set(['stale']), pagesCommon: new Set(['stale']) };
    sortAppPages(closureOf(graph), (suffix) => suffix, new Set(), groups);
    // skeleton: listings, detail, bookings, profile, messages (through detail); price: four; photo: detail, profile, messages.
    expect([...groups.pagesCommon].sort()).toEqual(['photo', 'price', 'skeleton']);
    expect(groups.pagesCommon.has('textarea')).toBe(false);
    expect(groups.pagesCommon.has(detail)).toBe(false);
  });

  it('leaves out of both groups what the landing page may load, so a visitor never loads the shell', () => {
    const groups: AppPagesGroups = { shell: new Set(), pagesCommon: new Set() };
    sortAppPages(closureOf(graph), (suffix) => suffix, new Set(['query-client', 'price']), groups);
    expect([...groups.shell].sort()).toEqual(['header', 'icon-heart', 'router']);
    expect([...groups.pagesCommon].sort()).toEqual(['photo', 'skeleton']);
  });
});
