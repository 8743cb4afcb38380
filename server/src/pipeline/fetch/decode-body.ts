import { PassThrough, pipeline, Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate, createInflateRaw } from 'node:zlib';
import { storableText } from '../../lib/storable-text';

/** Media types we read as an article. */
export const ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'text/html',
  'application/xhtml+xml',
  'text/plain',
]);

export interface ContentType {
  /** Lower-case essence (`text/html`), '' when the header is missing or unparsable. */
  mime: string;
  charset: string | undefined;
}

export function parseContentType(value: string | undefined): ContentType {
  if (!value) return { mime: '', charset: undefined };
  const [essence = '', ...params] = value.split(';');
  const mime = essence.trim().toLowerCase();
  let charset: string | undefined;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq === -1) continue;
    if (param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    charset = param
      .slice(eq + 1)
      .trim()
      .replace(/^["']|["']$/g, '');
  }
  return { mime: /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mime) ? mime : '', charset };
}

/** A media type safe to echo in a message: header values come from strangers. */
export function printableMime(mime: string): string {
  return mime === '' ? 'an unknown type' : mime.replace(/[^a-z0-9/.+-]/g, '').slice(0, 60);
}

/** Identifies binary formats that servers mislabel as text/html, and guesses a type when none is sent. */
export function sniffMime(head: Uint8Array): string | undefined {
  const ascii = Buffer.from(head.subarray(0, 512)).toString('latin1');
  if (ascii.startsWith('%PDF-')) return 'application/pdf';
  if (ascii.startsWith('\x89PNG')) return 'image/png';
  if (ascii.startsWith('\xff\xd8\xff')) return 'image/jpeg';
  if (ascii.startsWith('GIF8')) return 'image/gif';
  if (ascii.startsWith('PK\x03\x04')) return 'application/zip';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp';
  if (ascii.startsWith('\x1f\x8b')) return 'application/gzip';
  if (/^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype html|html|head|body)\b/i.test(ascii)) {
    return 'text/html';
  }
  return undefined;
}

/** Turns a charset label into the canonical WHATWG encoding name, or undefined when unsupported. */
export function resolveEncoding(label: string | undefined): string | undefined {
  if (!label) return undefined;
  const trimmed = label.trim().toLowerCase();
  // Node's ICU build has no x-user-defined; the HTML spec decodes it byte-for-byte like windows-1252.
  if (trimmed === 'x-user-defined') return 'windows-1252';
  try {
    return new TextDecoder(trimmed).encoding;
  } catch {
    return undefined;
  }
}

const SNIFF_BYTES = 4096;
const META_CHARSET_RE = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9_:.+-]+)/i;
const XML_ENCODING_RE = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([a-z0-9_:.+-]+)["']/i;

export function sniffDeclaredCharset(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, SNIFF_BYTES)).toString('latin1');
  const declared =
    XML_ENCODING_RE.exec(head)?.[1] ?? META_CHARSET_RE.exec(head.replace(/<!--[\s\S]*?-->/g, ''))?.[1];
  const encoding = resolveEncoding(declared);
  // A page that could say "utf-16" in ASCII bytes is not UTF-16 (HTML spec, "prescan").
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return 'utf-8';
  return encoding;
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/**
 * Decodes a body following the WHATWG order: a byte-order mark wins (it cannot be wrong about the bytes
 * that follow it), then the Content-Type charset, then `<meta charset>` / `http-equiv` / the XML
 * declaration in the first 4 KB, then UTF-8. NUL is dropped here, where every page enters the pipeline,
 * so nothing derived from the page (title, metadata, text, the stored HTML) can carry one to PostgreSQL,
 * which refuses it in text and jsonb; browsers drop it from HTML text too.
 */
export function decodeBody(
  bytes: Uint8Array,
  headerCharset: string | undefined,
): { text: string; charset: string } {
  const charset =
    bomEncoding(bytes) ?? resolveEncoding(headerCharset) ?? sniffDeclaredCharset(bytes) ?? 'utf-8';
  const text = charset === 'windows-1252' ? decodeWindows1252(bytes) : new TextDecoder(charset).decode(bytes);
  return { text: storableText(text), charset };
}

/**
 * WHATWG windows-1252 for bytes 0x80–0x9F (the rest is Latin-1). Node 20's TextDecoder takes a Latin-1
 * fast path for this encoding and every alias (iso-8859-1, latin1, ascii…), turning curly quotes, dashes
 * and the euro sign into C1 control characters, so this one encoding is decoded here.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (char) => String.fromCharCode(WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!));
}

export class UnsupportedEncodingError extends Error {}

/**
 * Streams that undo a Content-Encoding, outermost first. Limits are enforced by the consumer: Node's
 * zlib streams honour back-pressure inside a single input chunk, so a bomb never inflates faster than
 * the reader takes bytes.
 */
export function decoderChain(
  contentEncoding: string | undefined,
): Array<NodeJS.ReadWriteStream | InflateStage> {
  if (!contentEncoding) return [];
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  return codings.reverse().map((coding) => {
    switch (coding) {
      case 'gzip':
      case 'x-gzip':
        return createGunzip();
      case 'br':
        return createBrotliDecompress();
      case 'deflate':
        return inflateEitherForm;
      default:
        throw new UnsupportedEncodingError(`unsupported content-encoding: ${coding.slice(0, 40)}`);
    }
  });
}

type InflateStage = (source: AsyncIterable<Buffer>) => AsyncIterable<Buffer>;

/**
 * `Content-Encoding: deflate` means zlib-wrapped data, but servers have long sent raw deflate under
 * that name; browsers accept both, so we look at the first two bytes.
 */
async function* inflateEitherForm(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  while (size < 2) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    size += next.value.length;
  }
  const first = Buffer.concat(head);
  const zlibWrapped =
    first.length >= 2 && (first[0]! & 0x0f) === 8 && ((first[0]! << 8) | first[1]!) % 31 === 0;
  async function* replay(): AsyncGenerator<Buffer> {
    if (first.length > 0) yield first;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const output = new PassThrough();
  pipeline(Readable.from(replay()), zlibWrapped ? createInflate() : createInflateRaw(), output, () => {});
  yield* output;
}
