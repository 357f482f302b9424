import type { CallbackSearch } from './CallbackScreen';

export function parseCallbackSearch(search: Record<string, unknown>): CallbackSearch {
  return {
    ...(typeof search.code === 'string' ? { code: search.code } : {}),
    ...(typeof search.state === 'string' ? { state: search.state } : {}),
  };
}
