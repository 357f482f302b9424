import autocannon from 'autocannon';
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

/** One answer decoded and read: a grid page with its cards, and how many bytes it took on the wire. */
async function fullAnswer(request: CapturedRequest) {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const payload = (await response.json()) as { errors?: unknown[]; data?: { profileSearch?: { edges: unknown[] } } };
  const cards = payload.data?.profileSearch?.edges.length ?? 0;
  if (!response.ok || payload.errors || cards === 0)
    throw new Error(`the home query failed: ${response.status} ${JSON.stringify(payload.errors)} (${cards} cards)`);
  return { bytes: Number(response.headers.get('content-length')), cards };
}

/**
 * Answered requests per second with `connections` clients each sending the next request as soon as the last
 * is answered; requests the server turns away as busy (503) are counted apart, not as answers.
 *
 * The clients are autocannon's: they read each answer's bytes and status without decoding or parsing them, so the
 * figure is the server's, not the cost of a client on the same two cores (decompressing and parsing a 37 KB grid
 * page in fetch took 4.3 ms of CPU per answer, a third of the machine at 150 answers/s). One answer is decoded and
 * checked before and after; every counted answer must be 200 and as large on the wire as that one, so errors
 * (small answers) cannot pass as throughput.
 */
export async function throughput(request: CapturedRequest, connections: number, seconds: number) {
  const before = await fullAnswer(request);
  const result = await autocannon({
    url: request.url,
    method: 'POST',
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  await fullAnswer(request);
  const turnedAway = result.statusCodeStats?.['503']?.count ?? 0;
  const answered = result['2xx'];
  const failed = result.non2xx - turnedAway + result.errors;
  if (failed > 0) throw new Error(`the home query failed ${failed} times under load`);
  // Answers vary by a few bytes (signed picture addresses); an error would be a few hundred bytes, not 4 KB.
  const bytesPerAnswer = result.throughput.total / Math.max(1, answered + turnedAway);
  if (turnedAway === 0 && bytesPerAnswer < before.bytes * 0.9)
    throw new Error(`answers under load averaged ${Math.round(bytesPerAnswer)} bytes against ${before.bytes} for a whole page`);
  return { perSecond: answered / result.duration, turnedAway };
}
