/** A Markdown table with padded columns: readable in the terminal and in docs/benchmarks.md. */
export function renderTable(columns: string[], rows: Array<Array<string | number>>): string {
  const cells = [columns, ...rows.map((row) => row.map(String))];
  const widths = columns.map((_, index) => Math.max(...cells.map((row) => (row[index] ?? '').length), 3));
  const line = (row: string[]) => `| ${widths.map((width, index) => (row[index] ?? '').padEnd(width)).join(' | ')} |`;
  return [line(columns), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n') + '\n';
}
