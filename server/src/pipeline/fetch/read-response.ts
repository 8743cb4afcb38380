import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Dispatcher } from 'undici';
import { BLOCKING_STATUSES, detectBlock } from './block-detection';
import { ARTICLE_TYPES, decodeBody, decoderChain, parseContentType, sniffMime } from './decode-body';
import type { FetchControl } from './fetch-control';
import { FetchError } from './fetch-error';
import { blockedInit, httpError, notHtml, tooLarge } from './fetch-failures';
import type { FetchSettings } from './fetch-settings';
import type { FetchedPage } from './fetched-page';

// The final response: its status, its type, and its body read under the size cap and the body timeout.

const ERROR_BODY_LIMIT = 256 * 1024;

export function flattenHeaders(headers: Dispatcher.ResponseData['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export async function discard(body: Dispatcher.ResponseData['body']) {
  await body.dump({ limit: 64 * 1024 }).catch(() => {});
}

export async function readFinalResponse(
  response: Dispatcher.ResponseData,
  url: URL,
  settings: FetchSettings,
  control: FetchControl,
): Promise<Omit<FetchedPage, 'redirects' | 'timings'>> {
  const status = response.statusCode;
  const headers = flattenHeaders(response.headers);

  if (status < 200 || status >= 300) {
    let html = '';
    // Error pages are read (a little) only where their content changes the verdict: bot walls answer
    // 403/429/503 with a challenge page.
    if (BLOCKING_STATUSES.has(status) || status >= 500) {
      html = await readBody(
        response.body,
        headers,
        Math.min(ERROR_BODY_LIMIT, settings.maxBytes),
        settings,
        control,
      )
        .then((bytes) => decodeBody(bytes, parseContentType(headers['content-type']).charset).text)
        .catch(() => '');
    } else {
      await discard(response.body);
    }
    const verdict = detectBlock(html, status, headers);
    if (verdict.blocked) throw new FetchError(blockedInit(verdict.reason!, status, verdict.signals));
    throw httpError(status);
  }

  const declared = parseContentType(headers['content-type']);
  if (declared.mime !== '' && !ARTICLE_TYPES.has(declared.mime)) {
    await discard(response.body);
    throw notHtml(declared.mime);
  }
  const length = Number(headers['content-length']);
  if (!headers['content-encoding'] && Number.isFinite(length) && length > settings.maxBytes) {
    await discard(response.body);
    throw tooLarge(settings.maxBytes, `content-length ${length}`);
  }

  const bytes = await readBody(response.body, headers, settings.maxBytes, settings, control);
  const sniffed = sniffMime(bytes);
  let mime = declared.mime;
  if (sniffed !== undefined && sniffed !== 'text/html') throw notHtml(sniffed);
  if (mime === '') {
    if (sniffed === 'text/html') mime = 'text/html';
    else if (looksLikeText(bytes)) mime = 'text/plain';
    else throw notHtml('');
  }
  const decoded = decodeBody(bytes, declared.charset);
  return {
    finalUrl: url.href,
    status,
    headers,
    contentType: mime,
    charset: decoded.charset,
    html: decoded.text,
    bytes: bytes.length,
  };
}

async function readBody(
  body: Readable,
  headers: Record<string, string>,
  limit: number,
  settings: FetchSettings,
  control: FetchControl,
): Promise<Buffer> {
  let stages: ReturnType<typeof decoderChain>;
  try {
    stages = decoderChain(headers['content-encoding']);
  } catch (error) {
    body.destroy();
    throw error;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  // Kept aside: tearing the pipeline down makes the decompressor report its own AbortError, which can
  // reach pipeline() before ours does.
  let overflow: FetchError | undefined;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      // Counted after decompression: the cap is what we would hold in memory, not what crossed the wire.
      if (total > limit) {
        overflow = tooLarge(limit, `body over ${limit} bytes after decoding`);
        throw overflow;
      }
      chunks.push(chunk);
    }
  };
  const run = pipeline as unknown as (...streams: unknown[]) => Promise<void>;
  try {
    await control.run(settings.timeouts.bodyMs, 'body', () =>
      run(body, ...stages, collect, { signal: control.signal }),
    );
  } catch (error) {
    throw overflow ?? error;
  }
  return Buffer.concat(chunks, total);
}

function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 1024);
  for (const byte of head) if (byte === 0 || (byte < 0x09 && byte !== 0x1b)) return false;
  return true;
}
