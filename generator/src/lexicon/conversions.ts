/**
 * Two-way converters: a pair of fields where typing in either fills the other. Each pair names its
 * two sides and the functions between them (TypeScript source, the same in every framework); a
 * function gives null when its input cannot be read ("not Base64").
 */
export const CONVERSION_IDS = [
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
}

/** A number conversion: an empty or unreadable field clears the other, results to 2 decimals. */
function scale(expr: string): string {
  return `const number = Number(value);\nif (value.trim() === '' || !Number.isFinite(number)) return '';\nreturn String(Math.round((${expr}) * 100) / 100);`;
}

export const CONVERSIONS: Conversion[] = [
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
