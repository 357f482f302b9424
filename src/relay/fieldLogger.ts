import type { RelayFieldLogger } from 'relay-runtime';

/** What Relay tells the logger (the typings name the union but do not export it). */
export type RelayFieldLoggerEvent = Parameters<RelayFieldLogger>[0];

/**
 * The field events worth a report, as an Error naming the fragment or query and the field's path: a field the
 * server answered with an error, a client resolver that threw, and a null where `@required` said there must
 * be a value. Missing data while a query is still loading is routine and is left out.
 */
export function fieldEventError(event: RelayFieldLoggerEvent): Error | null {
  // A server error on the field itself comes with an empty path (Relay keeps the path below the field).
  const where = event.fieldPath ? `${event.owner}.${event.fieldPath}` : event.owner;
  switch (event.kind) {
    case 'relay_field_payload.error':
      return new Error(`GraphQL field error at ${where}: ${event.error.message}`);
    case 'relay_resolver.error':
      return new Error(`Relay resolver error at ${where}: ${event.error.message}`);
    case 'missing_required_field.log':
    case 'missing_required_field.throw':
      return new Error(`Required field missing at ${where}`);
    default:
      return null;
  }
}

/** Field errors go where crashes go (the sampled /client-errors report), since the screen may hide them. */
export function createRelayFieldLogger(report: (error: Error) => void): RelayFieldLogger {
  return (event) => {
    const error = fieldEventError(event);
    if (error) report(error);
  };
}
