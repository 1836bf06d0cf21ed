/**
 * How a description writes its numbers and money, so a tool's results read the same way: a
 * German, French, Spanish or Portuguese description gets its language's decimal comma ("80,00 €"),
 * and a currency sign written ("€", "£", "R$") is the currency amounts are in. An English
 * description with no other sign keeps en-US and dollars, which is what no `numbers` means; so
 * does a description whose example has a decimal point.
 */
import type { NumberStyle } from '../model';
import type { Reading } from './languages';

const LOCALES: Record<NonNullable<Reading['language']>, string> = {
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  pt: 'pt-PT',
};

function currencyOf(written: string): string | undefined {
  if (/R\$/.test(written)) return 'BRL';
  if (/€|\beuros?\b|\bEUR\b/.test(written)) return 'EUR';
  if (/£|\bGBP\b/.test(written)) return 'GBP';
  if (/¥|\bJPY\b/.test(written)) return 'JPY';
  if (/\$/.test(written)) return 'USD';
  return undefined;
}

export function readNumberStyle(
  written: string,
  language: Reading['language'],
): NumberStyle | undefined {
  const currency = currencyOf(written);
  // An example written with a decimal point ("'Tu IMC: 22.9'") keeps the point, whatever the
  // language; one written with a decimal comma ("80,00 €") has it.
  const point = /\d\.\d/.test(written) && !/\d,\d{1,2}(?!\d)/.test(written);
  if (!language || point)
    return currency === undefined || currency === 'USD' ? undefined : { locale: 'en-US', currency };
  const locale = language === 'pt' && currency === 'BRL' ? 'pt-BR' : LOCALES[language];
  return {
    locale,
    currency: currency ?? (language === 'pt' && /\breais\b/i.test(written) ? 'BRL' : 'EUR'),
  };
}
