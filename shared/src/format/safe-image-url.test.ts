import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safe-image-url';

describe('safeImageUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeImageUrl('https://cdn.example/lead.jpg?w=1200')).toBe('https://cdn.example/lead.jpg?w=1200');
    expect(safeImageUrl('http://[2606:4700::1111]/a.png')).toBe('http://[2606:4700::1111]/a.png');
    expect(safeImageUrl('HTTPS://CDN.EXAMPLE/a.jpg')).toBe('https://cdn.example/a.jpg');
  });

  it('refuses every other scheme, however it is spelled', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      '\tjava\nscript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'vbscript:msgbox(1)',
      'blob:https://cdn.example/uuid',
      'ftp://cdn.example/a.jpg',
    ]) {
      expect(safeImageUrl(value), value).toBeNull();
    }
  });

  it('refuses relative, empty and unparsable values', () => {
    for (const value of [
      '/img/lead.jpg',
      '//cdn.example/a.jpg',
      'lead.jpg',
      '',
      null,
      undefined,
      'http://',
    ]) {
      expect(safeImageUrl(value), String(value)).toBeNull();
    }
  });
});
