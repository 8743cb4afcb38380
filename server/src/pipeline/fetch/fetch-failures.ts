import type { BlockReason } from './block-detection';
import { printableMime, UnsupportedEncodingError } from './decode-body';
import { FetchError, type FetchErrorInit, type RefusalReason, USER_MESSAGES } from './fetch-error';

// Every way a fetch fails, as one FetchError: refusals, timeouts, HTTP errors, walls and low-level errors.

export function refused(reason: RefusalReason, isRedirect: boolean, detail: string): FetchError {
  const userMessage = isRedirect
    ? reason === 'private_address' || reason === 'local_hostname'
      ? USER_MESSAGES.privateRedirect
      : 'The site redirected to an address that cannot be fetched.'
    : {
        scheme: USER_MESSAGES.scheme,
        credentials: USER_MESSAGES.credentials,
        port: USER_MESSAGES.port,
        private_address: USER_MESSAGES.privateAddress,
        local_hostname: USER_MESSAGES.localHostname,
      }[reason];
  return new FetchError({ kind: 'refused', refusal: reason, userMessage, detail });
}

export function invalidUrl(detail: string, isRedirect: boolean): FetchError {
  return new FetchError({
    kind: 'invalid_url',
    userMessage: isRedirect ? 'The site redirected to an invalid address.' : USER_MESSAGES.invalidUrl,
    detail,
  });
}

export type FetchStage = 'headers' | 'body';

export function timeoutError(stage: FetchStage | 'total', ms: number): FetchError {
  return new FetchError({
    kind: 'timeout',
    userMessage: USER_MESSAGES.timeout,
    detail: `${stage} timeout after ${ms} ms`,
    retryable: true,
  });
}

export function abortedError(): FetchError {
  return new FetchError({ kind: 'aborted', userMessage: USER_MESSAGES.aborted, detail: 'aborted by caller' });
}

export function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export function tooLarge(limit: number, detail: string): FetchError {
  return new FetchError({
    kind: 'too_large',
    userMessage: USER_MESSAGES.tooLarge,
    detail: `${detail} (cap ${limit})`,
  });
}

export function notHtml(mime: string): FetchError {
  const type = printableMime(mime);
  return new FetchError({
    kind: 'not_html',
    userMessage: `This link is not an article page (it points to ${type === 'application/pdf' ? 'a PDF document' : type}).`,
    detail: `not an article: ${type}`,
  });
}

export function httpError(status: number): FetchError {
  const userMessage =
    status === 404
      ? 'The page was not found (HTTP 404). Please check the address.'
      : status === 410
        ? 'The page has been removed (HTTP 410).'
        : status >= 500
          ? `The site had a server error (HTTP ${status}). Please try again later.`
          : `The site answered with an error (HTTP ${status}).`;
  return new FetchError({
    kind: 'http_error',
    status,
    userMessage,
    detail: `http ${status}`,
    retryable: status >= 500 || status === 408,
  });
}

const BLOCK_MESSAGES: Record<BlockReason, string> = {
  paywall: 'This article is behind a paywall, so it cannot be read.',
  bot_wall: 'The site blocked automated access to this article.',
  consent: 'The site asks for cookie consent before showing the article, so it cannot be read automatically.',
  login: 'This article is only available after signing in.',
  http_status: 'The site refused access to this article.',
};

export function blockedInit(reason: BlockReason, status: number, signals: readonly string[]): FetchErrorInit {
  let userMessage = BLOCK_MESSAGES[reason];
  if (reason === 'http_status') {
    userMessage =
      status === 451
        ? 'This article is unavailable for legal reasons (HTTP 451).'
        : status === 429
          ? 'The site is limiting requests right now (HTTP 429). Please try again later.'
          : `The site refused access to this article (HTTP ${status}).`;
  }
  return {
    kind: 'blocked',
    status,
    blockReason: reason,
    signals,
    userMessage,
    detail: `blocked (${reason}) with status ${status}: ${signals.join(', ')}`,
    retryable: status === 429,
  };
}

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA', 'EAI_FAIL']);
const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function findFetchError(error: unknown): FetchError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (current instanceof FetchError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whatever went wrong becomes one FetchError; refusals on a redirect hop say so. */
export function describeFailure(
  error: unknown,
  control: { readonly failure: FetchError | undefined },
  afterRedirect: boolean,
): FetchError {
  const known = control.failure ?? findFetchError(error) ?? classifyLowLevel(error);
  if (afterRedirect && known.kind === 'refused' && known.refusal === 'private_address') {
    return new FetchError({
      kind: 'refused',
      refusal: known.refusal,
      userMessage: USER_MESSAGES.privateRedirect,
      detail: `redirect refused: ${known.message}`,
    });
  }
  return known;
}

function classifyLowLevel(error: unknown): FetchError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (error instanceof UnsupportedEncodingError) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.undecodable, detail });
  }
  const codes = errorCodes(error);
  if (codes.some((code) => TIMEOUT_CODES.has(code))) {
    return new FetchError({
      kind: 'timeout',
      userMessage: USER_MESSAGES.timeout,
      detail,
      retryable: true,
      cause: error,
    });
  }
  if (codes.some((code) => DNS_CODES.has(code))) {
    return new FetchError({
      kind: 'network',
      userMessage: USER_MESSAGES.dnsFailure,
      detail,
      retryable: codes.includes('EAI_AGAIN'),
      cause: error,
    });
  }
  if (
    codes.some((code) => code.includes('CERT') || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL'))
  ) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.tls, detail, cause: error });
  }
  if (codes.includes('UND_ERR_RES_EXCEEDED_MAX_SIZE')) {
    return new FetchError({ kind: 'too_large', userMessage: USER_MESSAGES.tooLarge, detail, cause: error });
  }
  if (
    codes.some((code) => code.startsWith('Z_') || code.startsWith('ERR_ZLIB') || code.startsWith('ERR__'))
  ) {
    return new FetchError({ kind: 'network', userMessage: USER_MESSAGES.undecodable, detail, cause: error });
  }
  return new FetchError({
    kind: 'network',
    userMessage: USER_MESSAGES.network,
    detail,
    retryable: true,
    cause: error,
  });
}
