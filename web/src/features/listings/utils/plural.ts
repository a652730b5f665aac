/** "1 bedroom", "2 bedrooms", "1.5 bathrooms". */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
