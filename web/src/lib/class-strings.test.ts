import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The quoted strings of a source file that look like Tailwind class lists (two or more classes). */
function classStrings(source: string): string[] {
  return [...source.matchAll(/(['"`])([a-z0-9:[\]()/%.,_*&>~+-]+(?: +[a-z0-9:[\]()/%.,_*&>~+!-]+)+)\1/g)]
    .map((match) => match[2]!)
    .filter((text) => /(^| )(!?[a-z:[\]]*:)?(p[xytblr]?|m[xytblr]?|h|w|size|text|bg|flex|grid|gap|rounded|border|font|inline|block|hidden|items|justify)(-|$| )/.test(text));
}

describe('class strings (ADR 0199)', () => {
  // `cn` and `joinClasses` skip tailwind-merge for a single class value (lib/join-classes.ts
  // `hasSeveral`), which is only right while no class string conflicts with itself.
  it('no class string in web/src has two utilities of which the later would override the earlier', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    const conflicts: string[] = [];
    let checked = 0;
    for (const file of files) {
      for (const text of classStrings(readFileSync(join(SRC, file), 'utf8'))) {
        checked += 1;
        const normal = text.trim().split(/ +/).join(' ');
        const merged = twMerge(normal);
        if (merged !== normal) conflicts.push(`${relative(SRC, join(SRC, file))}: "${normal}" merges to "${merged}"`);
      }
    }
    expect(checked).toBeGreaterThan(1_000);
    expect(conflicts).toEqual([]);
  });

  it("a variant's classes never conflict with its component's base (Button, Badge)", async () => {
    const { buttonVariants } = await import('../components/ui/button');
    const { badgeVariants } = await import('../components/ui/badge');
    const outputs = [
      ...(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const).flatMap((variant) =>
        (['default', 'sm', 'lg', 'icon'] as const).map((size) => buttonVariants({ variant, size }))),
      ...(['default', 'secondary', 'outline', 'success', 'warning', 'destructive'] as const).map((variant) => badgeVariants({ variant })),
    ];
    for (const classes of outputs) expect(twMerge(classes)).toBe(classes);
  });

  it('finds a conflict when there is one', () => {
    expect(classStrings(`<div className="h-9 w-full h-12" />`)).toEqual(['h-9 w-full h-12']);
    expect(twMerge('h-9 w-full h-12')).not.toBe('h-9 w-full h-12');
  });
});
