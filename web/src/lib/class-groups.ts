import { getDefaultConfig } from 'tailwind-merge';

/**
 * The tailwind-merge class groups (its default config's names) that classes in web/src belong to:
 * 126 of its 379. `cn` merges with a config of these alone (lib/utils.ts), which builds its class
 * map at the first merge in about half the time of the full one (issue 31, ADR 0202): the map
 * of every Tailwind utility was one task of 30-40 ms at full CPU speed in every app page's start.
 *
 * class-groups.test.ts finds the groups web/src uses from the classes Tailwind itself finds there
 * (its oxide scanner) and fails, with the list to paste here, when this one differs. A group left
 * out would make `cn` keep two conflicting classes of that group instead of the later one.
 */
export const APP_CLASS_GROUPS: readonly string[] = [
  'aspect', 'container', 'columns', 'break-inside', 'display', 'sr', 'float', 'isolation', 'object-fit', 'overflow',
  'overflow-x', 'overflow-y', 'position', 'inset', 'inset-x', 'inset-y', 'top', 'right', 'bottom', 'left',
  'visibility', 'z', 'basis', 'flex-direction', 'flex-wrap', 'flex', 'shrink', 'order', 'grid-cols', 'col-start-end',
  'col-start', 'row-start-end', 'row-start', 'gap', 'gap-x', 'gap-y', 'justify-content', 'justify-items', 'justify-self', 'align-content',
  'align-items', 'align-self', 'place-items', 'p', 'px', 'py', 'pt', 'pr', 'pb', 'pl',
  'm', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'space-y', 'size', 'w',
  'min-w', 'max-w', 'h', 'min-h', 'max-h', 'font-size', 'font-style', 'font-weight', 'font-family', 'fvn-spacing',
  'tracking', 'line-clamp', 'leading', 'list-style-type', 'text-alignment', 'text-color', 'text-decoration', 'underline-offset', 'text-transform', 'text-overflow',
  'vertical-align', 'whitespace', 'break', 'bg-image', 'bg-color', 'rounded', 'rounded-t', 'rounded-br', 'rounded-bl', 'border-w',
  'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l', 'divide-y', 'border-style', 'border-color', 'divide-color', 'outline-style', 'outline-offset',
  'outline-w', 'outline-color', 'shadow', 'ring-w', 'ring-color', 'opacity', 'filter', 'backdrop-blur', 'transition', 'duration',
  'ease', 'animate', 'rotate', 'scale', 'translate-x', 'translate-y', 'accent', 'appearance', 'cursor', 'field-sizing',
  'pointer-events', 'resize', 'scroll-mt', 'select', 'fill', 'stroke',
];

type MergeConfig = ReturnType<typeof getDefaultConfig>;

/** tailwind-merge's default config with only APP_CLASS_GROUPS and the conflicts among them. */
export function classMergeConfig(): MergeConfig {
  const config = getDefaultConfig();
  const keep = new Set(APP_CLASS_GROUPS);
  const pick = <T>(record: Partial<Record<string, T>>, keepIn: (value: T) => T = (value) => value): Record<string, T> => {
    const kept: Record<string, T> = {};
    for (const [group, value] of Object.entries(record)) if (keep.has(group) && value !== undefined) kept[group] = keepIn(value);
    return kept;
  };
  const keptConflicts = (others: readonly string[]) => others.filter((other) => keep.has(other));
  return {
    ...config,
    classGroups: pick(config.classGroups),
    conflictingClassGroups: pick(config.conflictingClassGroups, keptConflicts),
    conflictingClassGroupModifiers: pick(config.conflictingClassGroupModifiers, keptConflicts),
  } as MergeConfig;
}
