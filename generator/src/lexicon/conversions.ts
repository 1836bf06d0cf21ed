/**
 * Two-way converters: a pair of fields where typing in either fills the other. Each pair names its
 * two sides and the functions between them (TypeScript source, the same in every framework); a
 * function gives null when its input cannot be read ("not Base64").
 */
export const CONVERSION_IDS = [
  'currency',
  'colour',
  'temperature',
  'distance',
  'weight',
  'length',
  'base64',
  'url',
] as const;
export type ConversionId = (typeof CONVERSION_IDS)[number];

export interface Conversion {
  id: ConversionId;
  title: string;
  cues: RegExp[];
  kind: 'number' | 'text';
  left: string;
  right: string;
  /** Other words a description may use for each side ("°C", "km", "plain text"). */
  aliases: { left: string[]; right: string[] };
  /** `(value: string) => string | null` bodies, reading `value`. */
  toRight: string;
  toLeft: string;
  /** Said when a side cannot be converted. */
  invalid: string;
  /** The functions also read `rate` (a number): how many of the right one of the left is worth. */
  rated?: boolean;
}

/** A number conversion: an empty or unreadable field clears the other, results to 2 decimals. */
function scale(expr: string): string {
  return `const number = Number(value);\nif (value.trim() === '' || !Number.isFinite(number)) return '';\nreturn String(Math.round((${expr}) * 100) / 100);`;
}

/** A conversion at a rate: an unreadable amount or a missing rate clears the other field. */
function atRate(expr: string): string {
  return `const number = Number(value);\nif (value.trim() === '' || !Number.isFinite(number) || !(rate > 0)) return '';\nreturn String(Math.round((${expr}) * 100) / 100);`;
}

export const CONVERSIONS: Conversion[] = [
  {
    id: 'currency',
    title: 'Currency converter',
    cues: [
      /\bcurrenc(?:y|ies)\b|\bexchange rate\b|\b(?:eur|usd|gbp|jpy|chf|cad|aud|inr|cny)\b|\beuros?\b|\bdollars?\b|\byen\b/,
      // Spanish currency words, as the currency reading knows them (lexicon/currencies.ts).
      /\bdólar(?:es)?(?!\p{L})|\blibras? esterlinas?\b|\byenes\b|\bpesos?\b|\b(?:mxn|ars|cop|clp)\b/u,
    ],
    kind: 'number',
    left: 'Amount',
    right: 'Converted',
    aliases: { left: ['from', 'amount'], right: ['to', 'result'] },
    toRight: atRate('number * rate'),
    toLeft: atRate('number / rate'),
    invalid: '',
    rated: true,
  },
  {
    id: 'colour',
    title: 'Colour converter',
    cues: [
      /\bhex(?:adecimal)?\b.{1,40}\brgb\b|\brgb\b.{1,40}\bhex(?:adecimal)?\b/,
      /\bcolou?r (?:code |value )?conver/,
    ],
    kind: 'text',
    left: 'HEX',
    right: 'RGB',
    aliases: { left: ['hex', 'hexadecimal', 'code'], right: ['rgb', 'red', 'green', 'blue'] },
    // "#f00" or "ff0000" → "rgb(255, 0, 0)".
    toRight:
      "const hex = value.trim().replace(/^#/, '');\nif (hex === '') return '';\nif (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return null;\nconst full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;\nconst [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));\nreturn `rgb(${r}, ${g}, ${b})`;",
    // "rgb(255, 0, 0)", "255 0 0" or "255,0,0" → "#ff0000".
    toLeft:
      "const parts = value.trim().replace(/^rgba?\\(|\\)$/gi, '').split(/[\\s,]+/).filter(Boolean);\nif (parts.length === 0) return '';\nconst channels = parts.map(Number);\nif (channels.length !== 3 || channels.some((c) => !Number.isInteger(c) || c < 0 || c > 255)) return null;\nreturn '#' + channels.map((c) => c.toString(16).padStart(2, '0')).join('');",
    invalid: 'That is not a colour: type #ff0000 or rgb(255, 0, 0).',
  },
  {
    id: 'temperature',
    title: 'Temperature converter',
    cues: [/\bcelsius\b|\bfahrenheit\b|°\s?[cf]\b|\btemperature\b/],
    kind: 'number',
    left: 'Celsius (°C)',
    right: 'Fahrenheit (°F)',
    aliases: { left: ['c', '°c', 'centigrade'], right: ['f', '°f'] },
    toRight: scale('(number * 9) / 5 + 32'),
    toLeft: scale('((number - 32) * 5) / 9'),
    invalid: '',
  },
  {
    id: 'distance',
    title: 'Distance converter',
    cues: [/\bkilomet(?:re|er)s?\b|\bkm\b|\bmiles?\b/],
    kind: 'number',
    left: 'Kilometres',
    right: 'Miles',
    aliases: { left: ['km', 'kilometer', 'kilometers'], right: ['mi', 'mile'] },
    toRight: scale('number / 1.609344'),
    toLeft: scale('number * 1.609344'),
    invalid: '',
  },
  {
    id: 'weight',
    title: 'Weight converter',
    cues: [/\bkilo(?:gram)?s?\b|\bkg\b|\bpounds?\b|\blbs?\b/],
    kind: 'number',
    left: 'Kilograms',
    right: 'Pounds',
    aliases: { left: ['kg', 'kilo', 'kilogram'], right: ['lb', 'lbs', 'pound'] },
    toRight: scale('number / 0.45359237'),
    toLeft: scale('number * 0.45359237'),
    invalid: '',
  },
  {
    id: 'length',
    title: 'Length converter',
    cues: [/\bcentimet(?:re|er)s?\b|\bcm\b|\binch(?:es)?\b/],
    kind: 'number',
    left: 'Centimetres',
    right: 'Inches',
    aliases: { left: ['cm', 'centimeter', 'centimeters'], right: ['in', 'inch'] },
    toRight: scale('number / 2.54'),
    toLeft: scale('number * 2.54'),
    invalid: '',
  },
  {
    id: 'base64',
    title: 'Base64 converter',
    cues: [/\bbase ?64\b/],
    kind: 'text',
    left: 'Text',
    right: 'Base64',
    aliases: { left: ['plain', 'input', 'decoded'], right: ['encoded', 'output'] },
    // UTF-8 bytes, so any text round-trips, not only Latin-1.
    toRight:
      "let binary = '';\nfor (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);\nreturn btoa(binary);",
    toLeft:
      "try {\n  const binary = atob(value.trim());\n  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));\n} catch {\n  return null;\n}",
    invalid: 'That is not valid Base64.',
  },
  {
    id: 'url',
    title: 'URL encoder',
    cues: [/\burl[- ]?(?:encod|decod)/, /\bpercent[- ]encod/],
    kind: 'text',
    left: 'Text',
    right: 'Encoded',
    aliases: { left: ['plain', 'input', 'decoded'], right: ['url', 'output'] },
    toRight: 'return encodeURIComponent(value);',
    toLeft: 'try {\n  return decodeURIComponent(value);\n} catch {\n  return null;\n}',
    invalid: 'That is not a valid encoded text.',
  },
];

/** The pair a description names; the first listed wins when several match. */
export function readConversion(lower: string): ConversionId | undefined {
  return CONVERSIONS.find((c) => c.cues.some((cue) => cue.test(lower)))?.id;
}
