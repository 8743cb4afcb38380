import { describe, expect, it } from 'vitest';
import { clipForMessage, MAX_ECHO_CHARS } from './clip-for-message';

describe('clipForMessage', () => {
  it('keeps short input as it is and cuts long input to 100 characters and an ellipsis', () => {
    expect(clipForMessage('http://example.com/a')).toBe('http://example.com/a');
    const long = `http://example.com/${'a'.repeat(8000)}`;
    const clipped = clipForMessage(long);
    expect(clipped).toBe(`${long.slice(0, MAX_ECHO_CHARS)}…`);
    expect(clipForMessage('x'.repeat(MAX_ECHO_CHARS))).toBe('x'.repeat(MAX_ECHO_CHARS));
  });

  it('counts code points, never splitting a surrogate pair', () => {
    expect(clipForMessage('🌊'.repeat(150), 3)).toBe('🌊🌊🌊…');
  });
});
