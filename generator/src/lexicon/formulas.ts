/**
 * Calculators: families of inputs → formula → outputs. The description picks a family by its cues
 * ("tip", "BMI", "loan" …); the calculator blueprint draws any family the same way. Expressions use
 * the view's markers: `$<key>Value` is an input read as a number (0 when empty), `$<key>` an
 * output computed before it.
 */
export const FORMULA_IDS = [
  'tip',
  'bmi-imperial',
  'bmi',
  'loan',
  'discount',
  'percentage',
  'age',
  'text-stats',
  'arithmetic',
] as const;
export type FormulaId = (typeof FORMULA_IDS)[number];

export interface FormulaInput {
  key: string;
  label: string;
  /**
   * `range` is a slider with its value shown beside it; `choice` a select of `options`; `date` a
   * date picker, read as the milliseconds of that day's local midnight (NaN while empty); `text` a
   * text area read as it is typed, whose `max` is a character limit.
   */
  kind: 'money' | 'number' | 'percent' | 'range' | 'choice' | 'date' | 'text';
  initial: string;
  min?: number;
  max?: number;
  step?: number;
  /** Shown after the value: "%", "kg", "years". */
  unit?: string;
  options?: string[];
  /** Other words a description may use for it ("principal" for a loan amount). */
  aliases?: string[];
  /** Drawn only when the description names it; otherwise it stays at its neutral initial value. */
  optional?: boolean;
  /**
   * Another unit the description may name in this input's label ("Term (months)"): the derived
   * values it changes, by key.
   */
  otherUnit?: { cue: RegExp; unit: string; derived: Record<string, string> };
}

export interface FormulaOutput {
  key: string;
  label: string;
  expr: string;
  format: 'money' | 'decimal1' | 'decimal2' | 'fixed2' | 'text';
  aliases?: string[];
  /** Shown only when the description names it ("Tip per person"). */
  optional?: boolean;
}

export interface Formula {
  id: FormulaId;
  title: string;
  cues: RegExp[];
  inputs: FormulaInput[];
  /** Values worked out before the outputs and not shown (the amount borrowed after a deposit). */
  derived?: { key: string; expr: string }[];
  outputs: FormulaOutput[];
}

/** The body mass index in the languages the engine reads ("Tu IMC: 22.9"). */
const BMI_WORDS = ['imc', 'body mass index'];

/** The WHO category of a BMI, whichever units it was worked out from. */
const BMI_CATEGORY: FormulaOutput = {
  key: 'category',
  label: 'Category',
  expr: "$bmi === 0 ? '—' : $bmi < 18.5 ? 'Underweight' : $bmi < 25 ? 'Normal weight' : $bmi < 30 ? 'Overweight' : 'Obese'",
  format: 'text',
};

/** A body measurement typed as a number in its unit (weight, height). */
function bodyInput(key: string, label: string, unit: string, step: number): FormulaInput {
  return { key, label, kind: 'number', initial: "''", min: 0, step, unit };
}

export const FORMULAS: Formula[] = [
  {
    id: 'tip',
    title: 'Tip calculator',
    cues: [/\btip\b/, /\bgratuity\b/, /\bsplit(?:ting)? the bill\b/, /\bbill splitter\b/],
    inputs: [
      {
        key: 'bill',
        label: 'Bill amount',
        kind: 'money',
        initial: "''",
        min: 0,
        step: 0.01,
        aliases: ['check', 'subtotal', 'total bill'],
      },
      {
        key: 'percent',
        label: 'Tip percentage',
        aliases: ['%', 'percent', 'rate'],
        kind: 'range',
        initial: "'15'",
        min: 0,
        max: 30,
        step: 1,
        unit: '%',
      },
      {
        key: 'people',
        label: 'Number of people',
        kind: 'number',
        initial: "'1'",
        min: 1,
        step: 1,
        aliases: ['split', 'person', 'guest', 'diner', 'way'],
      },
    ],
    outputs: [
      { key: 'tip', label: 'Tip', expr: '($billValue * $percentValue) / 100', format: 'money' },
      { key: 'total', label: 'Total', expr: '$billValue + $tip', format: 'money' },
      {
        key: 'perPerson',
        label: 'Per person',
        expr: '$total / Math.max(1, Math.floor($peopleValue))',
        format: 'money',
      },
      {
        key: 'tipPerPerson',
        label: 'Tip per person',
        expr: '$tip / Math.max(1, Math.floor($peopleValue))',
        format: 'money',
        optional: true,
      },
    ],
  },
  {
    // BMI from pounds and inches: 703 × lb / in².
    id: 'bmi-imperial',
    title: 'BMI calculator',
    cues: [
      /\b(?:bmi|body mass index)\b.+\b(?:imperial|lbs?|pounds?|inch(?:es)?|in\)|feet)/,
      /\b(?:imperial|lbs?|pounds?|inch(?:es)?)\b.+\b(?:bmi|body mass index)\b/,
    ],
    inputs: [bodyInput('weight', 'Weight', 'lb', 0.1), bodyInput('height', 'Height', 'in', 0.1)],
    outputs: [
      {
        key: 'bmi',
        label: 'BMI',
        expr: '$heightValue > 0 ? (703 * $weightValue) / $heightValue ** 2 : 0',
        format: 'decimal1',
        aliases: BMI_WORDS,
      },
      BMI_CATEGORY,
    ],
  },
  {
    id: 'bmi',
    title: 'BMI calculator',
    cues: [/\bbmi\b/, /\bbody mass index\b/],
    inputs: [bodyInput('weight', 'Weight', 'kg', 0.1), bodyInput('height', 'Height', 'cm', 1)],
    outputs: [
      {
        key: 'bmi',
        label: 'BMI',
        expr: '$heightValue > 0 ? $weightValue / ($heightValue / 100) ** 2 : 0',
        format: 'decimal1',
        aliases: BMI_WORDS,
      },
      BMI_CATEGORY,
    ],
  },
  {
    id: 'loan',
    title: 'Loan calculator',
    cues: [/\bloan\b/, /\bmortgage\b/, /\bmonthly (?:re)?payments?\b/, /\bamorti[sz]ation\b/],
    inputs: [
      {
        key: 'amount',
        label: 'Loan amount',
        kind: 'money',
        initial: "''",
        min: 0,
        step: 100,
        aliases: ['price', 'principal', 'cost', 'value', 'borrow', 'borrowed'],
      },
      {
        key: 'down',
        label: 'Down payment',
        kind: 'percent',
        initial: "''",
        min: 0,
        max: 100,
        step: 1,
        unit: '%',
        aliases: ['deposit'],
        optional: true,
      },
      {
        key: 'rate',
        aliases: ['apr', 'interest'],
        label: 'Interest rate',
        kind: 'percent',
        initial: "''",
        min: 0,
        step: 0.01,
        unit: '% a year',
      },
      {
        key: 'years',
        label: 'Term',
        aliases: ['length', 'duration', 'period', 'year'],
        kind: 'number',
        initial: "''",
        min: 0,
        step: 1,
        unit: 'years',
        otherUnit: {
          cue: /\bmonths?\b|\bmois\b|\bmonate?n?\b|\bmeses\b/i,
          unit: 'months',
          derived: { months: 'Math.floor($yearsValue)' },
        },
      },
    ],
    // A deposit given in percent of the price comes off what is borrowed; the term in months.
    derived: [
      {
        key: 'principal',
        expr: '$amountValue * (1 - Math.min(100, Math.max(0, $downValue)) / 100)',
      },
      { key: 'months', expr: 'Math.floor($yearsValue * 12)' },
    ],
    outputs: [
      {
        key: 'payment',
        label: 'Monthly payment',
        expr: '$months <= 0 ? 0 : $rateValue === 0 ? $principal / $months : ($principal * ($rateValue / 1200)) / (1 - (1 + $rateValue / 1200) ** -$months)',
        format: 'money',
      },
      {
        key: 'totalPaid',
        label: 'Total paid',
        expr: '$payment * $months',
        format: 'money',
      },
      {
        key: 'interest',
        label: 'Total interest',
        expr: 'Math.max(0, $totalPaid - $principal)',
        format: 'money',
      },
    ],
  },
  {
    id: 'discount',
    title: 'Discount calculator',
    cues: [/\bdiscount\b/, /\b(?:percent|%) off\b/, /\bsale price\b/],
    inputs: [
      {
        key: 'price',
        label: 'Original price',
        kind: 'money',
        initial: "''",
        min: 0,
        step: 0.01,
        aliases: ['price', 'preis', 'prix', 'precio', 'preço', 'regular'],
      },
      {
        key: 'discount',
        label: 'Discount',
        aliases: ['rabatt', 'remise', 'réduction', 'descuento', 'desconto', 'off'],
        kind: 'percent',
        initial: "''",
        min: 0,
        max: 100,
        step: 1,
        unit: '%',
      },
    ],
    outputs: [
      {
        key: 'saving',
        label: 'You save',
        aliases: ['saving', 'savings', 'sparst', 'ersparnis', 'économie', 'ahorro', 'ahorras'],
        expr: '($priceValue * Math.min(100, $discountValue)) / 100',
        format: 'money',
      },
      {
        key: 'finalPrice',
        label: 'Final price',
        aliases: ['endpreis', 'final', 'sale', 'new', 'total'],
        expr: '$priceValue - $saving',
        format: 'money',
      },
    ],
  },
  {
    // "15 % of 200 = 30": a share of a value, in any of the languages read.
    id: 'percentage',
    title: 'Percentage calculator',
    cues: [
      /\bpercent(?:age)? (?:calculator|calc)\b/,
      /\b(?:what|how much) is \d*\s*(?:%|percent) of\b/,
      /\bprozent/,
      /\bporcentaje/,
      /\bpourcentage/,
    ],
    inputs: [
      {
        key: 'percent',
        label: 'Percent',
        kind: 'percent',
        initial: "''",
        min: 0,
        step: 0.01,
        unit: '%',
        aliases: ['percentage', 'prozent', 'porcentaje', 'pourcentage', 'share'],
      },
      {
        key: 'value',
        label: 'Value',
        kind: 'number',
        initial: "''",
        step: 0.01,
        aliases: ['number', 'amount', 'total', 'base', 'wert', 'valor', 'valeur', 'of'],
      },
    ],
    outputs: [
      {
        key: 'result',
        label: 'Result',
        expr: '($percentValue * $valueValue) / 100',
        format: 'decimal2',
        aliases: ['ergebnis', 'resultado', 'résultat', 'answer'],
      },
    ],
  },
  {
    // Age from a date of birth, as years, months and days completed by today.
    id: 'age',
    title: 'Age calculator',
    cues: [
      /\bage (?:calculat\w*|checker|finder)\b/,
      /\bhow old\b/,
      /\b(?:birth ?date|date of birth|birthday|dob)\b[^.]{1,80}\bage\b/,
      /\bage\b[^.]{1,80}\b(?:birth ?date|date of birth|birthday|dob)\b/,
      /\balters?rechner\b|\bcalculadora de edad\b|\bcalcul(?:ateur|er) (?:d'|l')?[aâ]ge\b/,
    ],
    inputs: [
      {
        key: 'birth',
        label: 'Date of birth',
        kind: 'date',
        initial: "''",
        aliases: ['birth', 'birthday', 'born', 'dob', 'geburtsdatum', 'nacimiento', 'naissance'],
      },
    ],
    derived: [
      { key: 'today', expr: 'new Date(new Date().setHours(0, 0, 0, 0))' },
      { key: 'born', expr: 'new Date($birthValue)' },
      {
        // Whole months from the birth date to today; NaN while no date, or a date still to come.
        key: 'monthsLived',
        expr: 'Number.isNaN($birthValue) || $birthValue > $today.getTime() ? NaN : ($today.getFullYear() - $born.getFullYear()) * 12 + $today.getMonth() - $born.getMonth() - ($today.getDate() < $born.getDate() ? 1 : 0)',
      },
    ],
    outputs: [
      {
        key: 'years',
        label: 'Years',
        expr: 'Math.floor($monthsLived / 12)',
        format: 'decimal2',
        aliases: ['age', 'jahre', 'años', 'ans'],
      },
      { key: 'months', label: 'Months', expr: '$monthsLived % 12', format: 'decimal2' },
      {
        key: 'days',
        label: 'Days',
        // From the last month's anniversary, on the month's last day when it is shorter.
        expr: 'Math.round(($today.getTime() - new Date($born.getFullYear(), $born.getMonth() + $monthsLived, Math.min($born.getDate(), new Date($born.getFullYear(), $born.getMonth() + $monthsLived + 1, 0).getDate())).getTime()) / 86_400_000)',
        format: 'decimal2',
      },
    ],
  },
  {
    // Live counts of a text as it is typed.
    id: 'text-stats',
    title: 'Word counter',
    cues: [
      /\b(?:word|character|char|letter)s? ?(?:counter|count)\b/,
      /\bcounts? (?:the |how many )?(?:words|characters|letters)\b/,
      /\b(?:number|amount) of (?:words|characters)\b/,
      /\breading time\b/,
      /\bw(?:ö|oe)rter|\bzeichen|\bpalabras\b|\bcaract[eè]res\b|\bmots\b/,
    ],
    inputs: [
      {
        key: 'text',
        label: 'Text',
        kind: 'text',
        initial: "''",
        aliases: ['textarea', 'message', 'content', 'essay', 'tweet', 'post', 'paste', 'type'],
      },
    ],
    outputs: [
      {
        key: 'words',
        label: 'Words',
        expr: "$text.trim() === '' ? 0 : $text.trim().split(/\\s+/).length",
        format: 'decimal2',
        aliases: ['word count', 'wörter', 'palabras', 'mots'],
      },
      {
        key: 'characters',
        label: 'Characters',
        expr: '$text.length',
        format: 'decimal2',
        aliases: ['chars', 'character count', 'letters', 'zeichen', 'caracteres', 'caractères'],
      },
      {
        key: 'charactersNoSpaces',
        label: 'Characters without spaces',
        expr: "$text.replace(/\\s/g, '').length",
        format: 'decimal2',
        aliases: ['no spaces', 'excluding spaces', 'without spaces'],
      },
      {
        key: 'sentences',
        label: 'Sentences',
        expr: "$text.split(/[.!?]+/).filter((part) => part.trim() !== '').length",
        format: 'decimal2',
      },
      {
        // At 200 words a minute, the usual estimate for reading on a screen.
        key: 'readingTime',
        label: 'Reading time',
        expr: "Math.ceil($words / 200) + ' min'",
        format: 'text',
        aliases: ['read time', 'minutes to read'],
      },
    ],
  },
  {
    id: 'arithmetic',
    title: 'Calculator',
    cues: [],
    inputs: [
      { key: 'first', label: 'First number', kind: 'number', initial: "''" },
      {
        key: 'operation',
        label: 'Operation',
        kind: 'choice',
        initial: "'+'",
        options: ['+', '−', '×', '÷'],
      },
      { key: 'second', label: 'Second number', kind: 'number', initial: "''" },
    ],
    outputs: [
      {
        key: 'result',
        label: 'Result',
        expr: "$operation === '+' ? $firstValue + $secondValue : $operation === '−' ? $firstValue - $secondValue : $operation === '×' ? $firstValue * $secondValue : $secondValue === 0 ? NaN : $firstValue / $secondValue",
        format: 'decimal2',
      },
    ],
  },
];

/** The family a description's words name; `arithmetic` when it only says "calculator". */
export function readFormula(lower: string): FormulaId | undefined {
  const named = FORMULAS.find((formula) => formula.cues.some((cue) => cue.test(lower)));
  if (named) return named.id;
  return /\bcalculat(?:or|e)\b/.test(lower) ? 'arithmetic' : undefined;
}
