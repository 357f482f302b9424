import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operationType } from '../../server/graphql/operationType.ts';

describe('the operation type a request runs', () => {
  const document = parse('query Read { viewer { id } } mutation Write { presenceSet(input: {isActive: true}) { ok } }');

  it('follows the operation name, asked again and again of one document', () => {
    expect(operationType(document, 'Read')).toBe('query');
    expect(operationType(document, 'Write')).toBe('mutation');
    expect(operationType(document, 'Write')).toBe('mutation');
    expect(operationType(document, 'Read')).toBe('query');
  });

  it('says nothing when the document does not say which operation runs', () => {
    expect(operationType(document)).toBeNull();
    expect(operationType(document, 'Missing')).toBeNull();
    expect(operationType(parse('subscription { notifications { unreadCount } }'))).toBe('subscription');
  });
});
