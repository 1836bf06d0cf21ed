/**
 * The words a requirement is made of: nouns that name a component's repeated parts, words that
 * only describe (never parts), counts written as words, and the behaviours a description asks for.
 */

import { NUMBER_WORDS } from '../text';

/** Nouns that name a part a person can point at; a list attached to one labels that many parts. */
export const PART_NOUNS = new Set([
  'action',
  'answer',
  'badge',
  'benefit',
  'box',
  'button',
  'card',
  'category',
  'cell',
  'checkbox',
  'choice',
  'chip',
  'column',
  'control',
  'entry',
  'event',
  'faq',
  'feature',
  'field',
  'filter',
  'heading',
  'icon',
  'input',
  'item',
  'kpi',
  'lane',
  'link',
  'metric',
  'milestone',
  'option',
  'page',
  'panel',
  'plan',
  'question',
  'radio',
  'row',
  'section',
  'setting',
  'slide',
  'stage',
  'stat',
  'statistic',
  'step',
  'switch',
  'tab',
  'tag',
  'tier',
  'tile',
  'toggle',
  'unit',
  'view',
]);

/** Plural → singular for the part nouns and the few irregular words around them. */
export function singular(word: string): string {
  const w = word.toLowerCase();
  if (/(?:ch|sh|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/[^s]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Part nouns in French, German and Spanish, singular and plural, read as their English noun. */
const TRANSLATED: Record<string, string> = {
  bouton: 'button',
  boutons: 'button',
  champ: 'field',
  champs: 'field',
  colonne: 'column',
  colonnes: 'column',
  onglet: 'tab',
  onglets: 'tab',
  carte: 'card',
  lien: 'link',
  liens: 'link',
  étape: 'step',
  étapes: 'step',
  schaltfläche: 'button',
  schaltflächen: 'button',
  knopf: 'button',
  knöpfe: 'button',
  feld: 'field',
  felder: 'field',
  spalte: 'column',
  spalten: 'column',
  karte: 'card',
  karten: 'card',
  schritt: 'step',
  schritte: 'step',
  botón: 'button',
  boton: 'button',
  botones: 'button',
  campo: 'field',
  campos: 'field',
  columna: 'column',
  columnas: 'column',
  pestaña: 'tab',
  pestañas: 'tab',
  tarjeta: 'card',
  tarjetas: 'card',
  enlace: 'link',
  enlaces: 'link',
  paso: 'step',
  pasos: 'step',
};

/** A part noun, singular, when the word is one ("buttons" → "button", "Spalten" → "column"). */
export function partNoun(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const letters = word.replace(/\P{L}/gu, '');
  const translated = TRANSLATED[letters.toLowerCase()];
  if (translated) return translated;
  const s = singular(letters);
  return PART_NOUNS.has(s) ? s : undefined;
}

/** A count written in digits or words, or undefined. */
export function countOf(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d{1,2}$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

/**
 * Nouns that name a component's variations, not parts of it: "primary, secondary and outline
 * variants", "small, medium and large sizes", "a disabled state". A list ending in one is the
 * component's options, never that many buttons or items.
 */
const ATTRIBUTE_NOUNS = new Set([
  'variant',
  'size',
  'state',
  'style',
  'colour',
  'color',
  'theme',
  'shade',
  'tone',
  'weight',
]);

/** Whether a word names a variation of the component ("sizes", "variants"). */
export function isAttributeNoun(word: string | undefined): boolean {
  return word !== undefined && ATTRIBUTE_NOUNS.has(singular(word.replace(/\P{L}/gu, '')));
}

/**
 * Words that describe how a part looks or where it sits; a list made only of them ("big and bold",
 * "red and rounded") is styling, not parts.
 */
export const DESCRIPTIVE = new Set([
  'big',
  'small',
  'large',
  'tiny',
  'bold',
  'red',
  'blue',
  'green',
  'dark',
  'light',
  'rounded',
  'round',
  'square',
  'compact',
  'clickable',
  'case-insensitive',
  'case-sensitive',
  'interactive',
  'editable',
  'spacious',
  'responsive',
  'accessible',
  'modern',
  'clean',
  'simple',
  'minimal',
  'elegant',
  'primary',
  'secondary',
  'outline',
  'outlined',
  'ghost',
  'flat',
  'shadow',
  'sticky',
  'fixed',
  'centered',
  'centred',
  'full-width',
  'wide',
  'narrow',
  'animated',
  'mobile',
  'desktop',
  'left',
  'right',
  'top',
  'bottom',
  'new',
  'nice',
  'pretty',
  'beautiful',
  'colorful',
  'colourful',
  'optional',
  'required',
  'disabled',
  'enabled',
  'visible',
  'hidden',
  // A state, not a name: "an active link highlight", "the selected row".
  'active',
  'current',
  'selected',
  'highlighted',
  'empty',
  'filled',
  'first',
  'last',
  'next',
  'previous',
  'main',
  'other',
  'own',
  'single',
  'multiple',
  'various',
  'several',
  'many',
  'some',
  'few',
  'more',
  'less',
  'icon',
  'submit',
  'close',
  'cta',
]);
