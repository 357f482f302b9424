import { describe, expect, it } from 'vitest';
import { createRelayFieldLogger, type RelayFieldLoggerEvent } from '../../src/relay/fieldLogger';

function reported(event: RelayFieldLoggerEvent) {
  const errors: Error[] = [];
  createRelayFieldLogger((error) => errors.push(error))(event);
  return errors.map((error) => error.message);
}

describe('the Relay field logger', () => {
  it("reports a field the server answered with an error, naming the fragment, the field and the server's message", () => {
    const event: RelayFieldLoggerEvent = {
      kind: 'relay_field_payload.error',
      owner: 'ProfileScreen_profile',
      fieldPath: 'species',
      error: { message: 'Species lookup failed' },
      shouldThrow: false,
      handled: false,
    };
    expect(reported(event)).toEqual(['GraphQL field error at ProfileScreen_profile.species: Species lookup failed']);
  });

  it('reports a null where @required said a value must be', () => {
    const event: RelayFieldLoggerEvent = {
      kind: 'missing_required_field.throw',
      owner: 'AppShell_viewer',
      fieldPath: 'viewer',
      handled: false,
    };
    expect(reported(event)).toEqual(['Required field missing at AppShell_viewer.viewer']);
  });

  it('leaves out data that is only missing while a query loads', () => {
    expect(reported({ kind: 'missing_expected_data.log', owner: 'HomeQuery', fieldPath: 'viewer' })).toEqual([]);
  });
});
