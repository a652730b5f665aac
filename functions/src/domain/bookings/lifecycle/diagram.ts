import { INITIAL_STATE, TRANSITIONS } from './table';

/**
 * The lifecycle as a mermaid `stateDiagram-v2`, drawn from the table (docs/architecture.md holds
 * this exact text; lifecycle.test.ts fails when the two differ). One arrow per state pair, its
 * label the triggers that take it.
 */
export function lifecycleDiagram(): string {
  const arrows = new Map<string, string[]>();
  for (const row of TRANSITIONS) {
    const key = `${row.from} --> ${row.to}`;
    arrows.set(key, [...(arrows.get(key) ?? []), row.trigger]);
  }
  const lines = ['stateDiagram-v2', `    [*] --> ${INITIAL_STATE}`];
  for (const [arrow, triggers] of arrows) lines.push(`    ${arrow}: ${triggers.join(', ')}`);
  return lines.join('\n');
}
