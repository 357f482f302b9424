import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DB } from '../db/connect.ts';
import { bearerToken, viewerForToken } from '../auth/tokens.ts';
import { eventAccess, viewerCanManage } from '../events/access.ts';
import { calendarFileName, eventCalendarFile } from '../events/calendarFile.ts';
import { isUuid } from '../uuid.ts';

const CALENDAR_PATH = /^\/events\/([^/]+)\.ics$/;

/** The event uuid of /events/<uuid>.ics (as written; a malformed one is answered 404 by the handler). */
export const matchEventCalendarPath = (pathname: string) => CALENDAR_PATH.exec(pathname)?.[1] ?? null;

function notFound(res: ServerResponse) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end('Event not found');
}

/**
 * GET /events/<uuid>.ics: the event's calendar file for a member who may see it, with the session's bearer token
 * as the API takes it. Without a valid token the answer is 401; for an event the member may not see (mayViewEvent:
 * other pool, After Dark, blocks or hides with the host, a suspended host), a missing one or a malformed uuid it is
 * the same 404, so the file tells nothing the event page would not. Never cached by a shared cache.
 */
export function eventCalendarHandler(db: DB, options: { uidHost: string; appOrigin: () => string | undefined; oidcIssuer?: string }) {
  return async (req: IncomingMessage, res: ServerResponse, uuid: string) => {
    const token = bearerToken(req.headers.authorization);
    const viewer = token ? await viewerForToken(db, token, options.oidcIssuer) : null;
    if (!viewer) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'www-authenticate': 'Bearer' });
      return res.end('Log in to add events to your calendar');
    }
    const access = isUuid(uuid) ? await eventAccess(db, viewer, uuid.toLowerCase()) : null;
    if (!access) return notFound(res);
    const { event } = access;
    // The exact address goes only where the event page shows it: to members Going and to those who manage it.
    const mayKnowAddress = access.answer?.status === 'GOING' || viewerCanManage(viewer, event, access.relation);
    const body = eventCalendarFile(event, {
      uidHost: options.uidHost,
      eventUrl: `${options.appOrigin() ?? ''}/events/${event.uuid}`,
      address: mayKnowAddress ? event.address : null,
    });
    res.writeHead(200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${calendarFileName(event)}"`,
      'cache-control': 'private, no-store',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  };
}
