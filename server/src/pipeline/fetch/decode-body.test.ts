import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeBody,
  decoderChain,
  decodeWindows1252,
  parseContentType,
  resolveEncoding,
  sniffDeclaredCharset,
  sniffMime,
} from './decode-body';

const ascii = (text: string) => Buffer.from(text, 'latin1');

describe('parseContentType', () => {
  it('reads the essence and charset, tolerating case, quotes and spacing', () => {
    expect(parseContentType('text/html; charset=UTF-8')).toEqual({ mime: 'text/html', charset: 'UTF-8' });
    expect(parseContentType('Text/HTML;Charset="Shift_JIS"')).toEqual({
      mime: 'text/html',
      charset: 'Shift_JIS',
    });
    expect(parseContentType('application/xhtml+xml')).toEqual({
      mime: 'application/xhtml+xml',
      charset: undefined,
    });
    expect(parseContentType(undefined)).toEqual({ mime: '', charset: undefined });
    expect(parseContentType('garbage')).toEqual({ mime: '', charset: undefined });
  });
});

describe('charset decoding', () => {
  it('decodes windows-1252 smart quotes, dashes and the euro sign (Node 20 TextDecoder gets these wrong)', () => {
    const bytes = Uint8Array.of(0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35);
    expect(decodeWindows1252(bytes)).toBe('\u201cCafé\u201d \u2013 €5');
    expect(decodeBody(bytes, 'windows-1252').text).toBe('\u201cCafé\u201d \u2013 €5');
    // iso-8859-1 and ascii are windows-1252 under the WHATWG Encoding Standard.
    expect(decodeBody(Uint8Array.of(0x92), 'iso-8859-1')).toEqual({
      text: '\u2019',
      charset: 'windows-1252',
    });
    expect(decodeBody(Uint8Array.of(0x92), 'us-ascii').text).toBe('\u2019');
  });

  it('uses the Content-Type charset before a <meta> declaration', () => {
    const page = Buffer.concat([ascii('<meta charset="windows-1252"><p>'), Buffer.from('日本', 'utf8')]);
    expect(decodeBody(page, 'utf-8')).toEqual({
      text: '<meta charset="windows-1252"><p>日本',
      charset: 'utf-8',
    });
  });

  it('falls back to <meta charset>, then http-equiv, then the XML declaration, then UTF-8', () => {
    expect(
      decodeBody(Buffer.concat([ascii('<meta charset=windows-1252><p>'), Uint8Array.of(0xe9)]), undefined),
    ).toEqual({
      text: '<meta charset=windows-1252><p>é',
      charset: 'windows-1252',
    });
    const httpEquiv = ascii(
      '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"><p>\xa1',
    );
    expect(decodeBody(httpEquiv, undefined)).toMatchObject({ charset: 'iso-8859-2' });
    expect(decodeBody(httpEquiv, undefined).text.endsWith('Ą')).toBe(true);
    expect(sniffDeclaredCharset(ascii('<?xml version="1.0" encoding="ISO-8859-15"?><html>'))).toBe(
      'iso-8859-15',
    );
    expect(decodeBody(Buffer.from('<p>naïve</p>', 'utf8'), undefined)).toEqual({
      text: '<p>naïve</p>',
      charset: 'utf-8',
    });
  });

  it('only sniffs the first 4 KB and ignores declarations inside comments', () => {
    const late = Buffer.concat([ascii(`<p>${'x'.repeat(5000)}</p><meta charset="shift_jis">`)]);
    expect(sniffDeclaredCharset(late)).toBeUndefined();
    expect(sniffDeclaredCharset(ascii('<!-- <meta charset="gbk"> --><meta charset="euc-kr">'))).toBe(
      'euc-kr',
    );
  });

  it('lets a byte-order mark win over every declaration', () => {
    const bom = Buffer.concat([Uint8Array.of(0xef, 0xbb, 0xbf), Buffer.from('<p>Zoë</p>', 'utf8')]);
    expect(decodeBody(bom, 'windows-1252')).toEqual({ text: '<p>Zoë</p>', charset: 'utf-8' });
    const utf16 = Buffer.concat([Uint8Array.of(0xff, 0xfe), Buffer.from('<p>hé</p>', 'utf16le')]);
    expect(decodeBody(utf16, undefined)).toEqual({ text: '<p>hé</p>', charset: 'utf-16le' });
  });

  it('treats a <meta> claiming UTF-16 as UTF-8, as browsers do', () => {
    expect(sniffDeclaredCharset(ascii('<meta charset="utf-16">'))).toBe('utf-8');
  });

  it('decodes the legacy CJK encodings Node ships with ICU', () => {
    // "ニュース" in Shift_JIS and "新闻" in GBK.
    expect(decodeBody(Uint8Array.of(0x83, 0x6a, 0x83, 0x85, 0x81, 0x5b, 0x83, 0x58), 'Shift_JIS').text).toBe(
      'ニュース',
    );
    expect(decodeBody(Uint8Array.of(0xd0, 0xc2, 0xce, 0xc5), 'gbk').text).toBe('新闻');
  });

  it('ignores labels it does not know and maps x-user-defined like browsers', () => {
    expect(resolveEncoding('utf-7')).toBeUndefined();
    expect(resolveEncoding('no-such-charset')).toBeUndefined();
    expect(resolveEncoding('x-user-defined')).toBe('windows-1252');
    expect(decodeBody(Buffer.from('<p>ok</p>'), 'bogus')).toEqual({ text: '<p>ok</p>', charset: 'utf-8' });
  });

  it('drops NUL in every encoding, since PostgreSQL stores no NUL in text or jsonb', () => {
    expect(decodeBody(Buffer.from('<title>Mill\u0000brook</title>\u0000'), 'utf-8').text).toBe(
      '<title>Millbrook</title>',
    );
    expect(decodeBody(Uint8Array.of(0x93, 0x00, 0x41, 0x94), 'windows-1252').text).toBe('\u201cA\u201d');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('a\u0000b', 'utf16le')]);
    expect(decodeBody(utf16, undefined)).toEqual({ text: 'ab', charset: 'utf-16le' });
  });
});

describe('sniffMime', () => {
  it('spots binary formats whatever the server claims, and recognises HTML', () => {
    expect(sniffMime(ascii('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffMime(Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBe('image/png');
    expect(sniffMime(ascii('  <!DOCTYPE html><html>'))).toBe('text/html');
    expect(sniffMime(ascii('<?xml version="1.0"?>\n<html xmlns="http://www.w3.org/1999/xhtml">'))).toBe(
      'text/html',
    );
    expect(sniffMime(ascii('Plain words.'))).toBeUndefined();
  });
});

describe('decoderChain', () => {
  async function decode(encoding: string, body: Buffer): Promise<string> {
    const chunks: Buffer[] = [];
    const run = pipeline as unknown as (...streams: unknown[]) => Promise<void>;
    await run(Readable.from([body]), ...decoderChain(encoding), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) chunks.push(chunk);
    });
    return Buffer.concat(chunks).toString('utf8');
  }
  const page = Buffer.from('<p>Alder River</p>'.repeat(50));

  it.each([
    ['gzip', gzipSync(page)],
    ['x-gzip', gzipSync(page)],
    ['br', brotliCompressSync(page)],
    ['deflate', deflateSync(page)],
    ['deflate', deflateRawSync(page)],
    ['gzip, br', brotliCompressSync(gzipSync(page))],
    ['identity', page],
  ])('undoes %s', async (encoding, body) => {
    expect(await decode(encoding, body)).toBe(page.toString('utf8'));
  });

  it('refuses encodings it cannot undo', () => {
    expect(() => decoderChain('zstd')).toThrow(/unsupported content-encoding/);
  });
});
