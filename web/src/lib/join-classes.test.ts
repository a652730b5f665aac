import { describe, expect, it } from 'vitest';

describe('joinClasses (ADR 0199)', () => {
  it('only joins until tailwind-merge is installed, then resolves conflicts like cn', async () => {
    const { joinClasses } = await import('./join-classes');
    // The landing page's first render: nothing installed, the classes are joined as given.
    expect(joinClasses('h-10 px-3', undefined, false, 'w-full')).toBe('h-10 px-3 w-full');
    expect(joinClasses('font-medium', 'font-normal')).toBe('font-medium font-normal');

    // Loading lib/utils.ts (every app page, every dialog) calls installClassMerge(twMerge): the primitives merge too.
    const { cn } = await import('./utils');
    expect(joinClasses('font-medium', 'font-normal')).toBe('font-normal');
    expect(joinClasses('h-9 px-4', { 'h-12': true })).toBe(cn('h-9 px-4', 'h-12'));
    expect(joinClasses('h-9 px-4', { 'h-12': true })).toBe('px-4 h-12');
  });

  it('returns a single class value as it is, without merging (hasSeveral)', async () => {
    const { hasSeveral, joinClasses } = await import('./join-classes');
    const { cn } = await import('./utils');
    expect(hasSeveral(['h-9', undefined, false, null, ''])).toBe(false);
    expect(hasSeveral(['h-9', { 'h-12': false }])).toBe(true);
    // A self-conflicting string (which class-strings.test.ts keeps out of web/src) shows that no merge ran.
    expect(cn('h-9 h-12', undefined)).toBe('h-9 h-12');
    expect(joinClasses('h-9 h-12', false)).toBe('h-9 h-12');
    expect(cn('h-9 h-12', 'w-full')).toBe('h-12 w-full');
  });
});
