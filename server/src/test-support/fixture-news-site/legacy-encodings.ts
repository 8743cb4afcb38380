/**
 * Node ships decoders for legacy encodings but no encoders. The Shift_JIS table is built from Node's
 * own decoder (correct for that encoding); windows-1252 is written out from the WHATWG index.
 */

let windows1252: Map<string, number> | undefined;
let shiftJis: Map<string, number[]> | undefined;

// Bytes 0x80–0x9F of windows-1252 (WHATWG index). Written out because Node 20's TextDecoder decodes
// this encoding as Latin-1, which is exactly the bug the fetcher's tests must be able to catch.
const WINDOWS_1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252Table(): Map<string, number> {
  if (windows1252) return windows1252;
  const table = new Map<string, number>();
  for (let byte = 0xa0; byte <= 0xff; byte++) table.set(String.fromCharCode(byte), byte);
  for (const [index, char] of [...WINDOWS_1252_80_9F].entries()) table.set(char, 0x80 + index);
  windows1252 = table;
  return table;
}

function shiftJisTable(): Map<string, number[]> {
  if (shiftJis) return shiftJis;
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('shift_jis');
  for (let byte = 0xa1; byte <= 0xdf; byte++) table.set(decoder.decode(Uint8Array.of(byte)), [byte]);
  const leads = [...range(0x81, 0x9f), ...range(0xe0, 0xfc)];
  const trails = [...range(0x40, 0x7e), ...range(0x80, 0xfc)];
  for (const lead of leads) {
    for (const trail of trails) {
      const char = decoder.decode(Uint8Array.of(lead, trail));
      // Keep the first (canonical) pair for characters that several pairs decode to.
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  shiftJis = table;
  return table;
}

function* range(from: number, to: number): Generator<number> {
  for (let value = from; value <= to; value++) yield value;
}

export function encodeWindows1252(text: string): Buffer {
  const table = windows1252Table();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const byte = table.get(char);
      if (byte === undefined) throw new Error(`U+${code.toString(16)} has no windows-1252 byte`);
      bytes.push(byte);
    }
  }
  return Buffer.from(bytes);
}

export function encodeShiftJis(text: string): Buffer {
  const table = shiftJisTable();
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const encoded = table.get(char);
      if (encoded === undefined) throw new Error(`U+${code.toString(16)} has no Shift_JIS bytes`);
      bytes.push(...encoded);
    }
  }
  return Buffer.from(bytes);
}

export function encodeText(text: string, charset: 'utf-8' | 'windows-1252' | 'shift_jis'): Buffer {
  if (charset === 'windows-1252') return encodeWindows1252(text);
  if (charset === 'shift_jis') return encodeShiftJis(text);
  return Buffer.from(text, 'utf8');
}
