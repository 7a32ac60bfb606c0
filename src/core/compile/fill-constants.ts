import type { Constant } from '../spec/constant';

/** A constant's value as a reader sees it in a message: strings without quotes, durations as written. */
function shownValue(c: Constant): string {
  switch (c.value.kind) {
    case 'string':
      return c.value.value;
    case 'number':
      return String(c.value.value);
    case 'boolean':
      return c.value.value ? 'true' : 'false';
    case 'duration':
      return c.valueText.value;
  }
}

const isNameStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isNamePart = (c: number): boolean => isNameStart(c) || (c >= 48 && c <= 57);

/**
 * A function that writes constants' values in place of their names in a message ("up to MAX_NAME
 * characters" → "up to 80 characters"). Whole words only; a linear scan.
 */
export function fillConstants(constants: readonly Constant[]): (message: string) => string {
  const values = new Map<string, string>();
  for (const c of constants) if (!values.has(c.name.value)) values.set(c.name.value, shownValue(c));
  return (message) => {
    if (values.size === 0) return message;
    let out = '';
    let i = 0;
    while (i < message.length) {
      const c = message.charCodeAt(i);
      if (!isNameStart(c) || (i > 0 && isNamePart(message.charCodeAt(i - 1)))) {
        out += message[i];
        i++;
        continue;
      }
      let j = i + 1;
      while (j < message.length && isNamePart(message.charCodeAt(j))) j++;
      const word = message.slice(i, j);
      out += values.get(word) ?? word;
      i = j;
    }
    return out;
  };
}
