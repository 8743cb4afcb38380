import { describe, expect, it } from 'vitest';
import { decodeEntities } from './page-text';

describe('decodeEntities', () => {
  it('decodes named and numeric references', () => {
    expect(decodeEntities('Caf&eacute; &amp; &#x2019;s &#8212; &rsquo;')).toBe('Caf&eacute; & ’s — ’');
  });

  it('turns &#0; and lone surrogate references into U+FFFD, as HTML does, never into text PostgreSQL refuses', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#57344;d&#xDFFF;')).toBe('a\ufffdb\ufffdc\ue000d\ufffd');
    expect(decodeEntities('&#x110000; stays')).toBe('&#x110000; stays');
  });
});
