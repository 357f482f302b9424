import { useEffect, useState } from 'react';

/** SPEC §9: searchable inputs search 500 ms after typing stops, or at once on Enter. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The text to search for: the trimmed input once it has rested for 500 ms (or `searchNow` was called),
 * provided it is at least `minLength` long; '' otherwise (clearing the text clears the search at once).
 */
export function useDebouncedSearch(text: string, minLength = 1) {
  const [settled, setSettled] = useState('');
  const wanted = text.trim().length >= minLength ? text.trim() : '';
  useEffect(() => {
    if (wanted === '') return;
    const timer = setTimeout(() => setSettled(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  return { term: wanted === '' ? '' : settled, searchNow: () => setSettled(wanted) };
}
