const englishPlurals = new Intl.PluralRules('en');

/** The count with its noun in the form English needs: countOf(1, 'reply', 'replies') is "1 reply". */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
}
