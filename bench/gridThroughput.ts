import type { Page, Request } from '@playwright/test';

export interface CapturedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The home query exactly as the browser sent it (persisted id, variables, token), to replay it. */
export function captureHomeQuery(page: Page): Promise<CapturedRequest> {
  return new Promise((resolve) => {
    const seen = (request: Request) => {
      const body = request.postData() ?? '';
      if (!request.url().endsWith('/graphql') || !body.includes('DiscoverScreenQuery')) return;
      page.off('request', seen);
      const headers = request.headers();
      resolve({
        url: request.url(),
        headers: {
          'content-type': headers['content-type'],
          authorization: headers.authorization,
          accept: headers.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
        },
        body,
      });
    };
    page.on('request', seen);
  });
}

/**
 * Answered requests per second with `connections` clients each sending the next request as soon as the last
 * is answered; requests the server turns away as busy (503) are counted apart, not as answers.
 */
export async function throughput(request: CapturedRequest, connections: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  let answered = 0;
  let turnedAway = 0;
  const client = async () => {
    while (performance.now() < until) {
      const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
      const payload = (await response.json()) as { errors?: unknown[] };
      if (response.status === 503) turnedAway += 1;
      else if (!response.ok || payload.errors)
        throw new Error(`the home query failed: ${response.status} ${JSON.stringify(payload.errors)}`);
      else answered += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  return { perSecond: answered / elapsed, turnedAway };
}
