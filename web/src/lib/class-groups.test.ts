import { fileURLToPath } from 'node:url';
import { Scanner } from '@tailwindcss/oxide';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { APP_CLASS_GROUPS, classMergeConfig } from './class-groups';
import { cn } from './utils';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** Every class in web/src that tailwind-merge knows, as Tailwind's own scanner finds candidates (it builds the CSS from the same list). */
function knownClasses(): string[] {
  const candidates = new Scanner({ sources: [
      { base: SRC, pattern: '**/*', negated: false },
      { base: SRC, pattern: '**/*.test.*', negated: true },
    ] }).scan();
  // A class tailwind-merge knows belongs to a group, so it drops the second of two copies.
  return candidates.filter((candidate) => twMerge(`${candidate} ${candidate}`) === candidate);
}

/** The default config's groups that at least one of `classes` belongs to, in the config's order. */
function groupsOf(classes: string[]): string[] {
  const full = getDefaultConfig();
  const groups = full.classGroups as Record<string, (typeof full.classGroups)[keyof typeof full.classGroups]>;
  const used: string[] = [];
  let unassigned = classes;
  for (const group of Object.keys(groups)) {
    const only = createTailwindMerge(() => ({ ...full, classGroups: { [group]: groups[group]! }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }));
    const members = new Set(unassigned.filter((candidate) => only(`${candidate} ${candidate}`) === candidate));
    if (members.size === 0) continue;
    used.push(group);
    unassigned = unassigned.filter((candidate) => !members.has(candidate));
  }
  return used;
}

describe('the class groups cn merges (ADR 0202)', () => {
  const classes = knownClasses();

  it('are exactly the groups of the classes in web/src (paste the list printed on failure into lib/class-groups.ts)', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(APP_CLASS_GROUPS).toEqual(groupsOf(classes));
  });

  it('know every class of web/src that the full tailwind-merge knows', () => {
    const merge = createTailwindMerge(classMergeConfig);
    expect(classes.filter((candidate) => merge(`${candidate} ${candidate}`) !== candidate)).toEqual([]);
  });

  it('resolve conflicts between groups as the full config does', () => {
    for (const [earlier, later] of [
      ['px-2 py-1', 'p-4'],
      ['p-4', 'px-2'],
      ['rounded-t-md', 'rounded'],
      ['border-b', 'border-0'],
      ['inset-x-0 top-2', 'inset-0'],
      ['h-9 w-9', 'size-6'],
      ['text-sm text-muted-foreground', 'text-primary'],
      ['hover:bg-muted focus-visible:ring-2', 'hover:bg-primary'],
    ] as const) {
      expect(cn(earlier, later)).toBe(twMerge(earlier, later));
    }
  });

  it('leave out groups web/src does not use: a class of one is kept beside a conflicting one', () => {
    expect(APP_CLASS_GROUPS).not.toContain('skew-x');
    expect(cn('skew-x-2', 'skew-x-4')).toBe('skew-x-2 skew-x-4');
  });
});
