/** Inputs and outputs (props and events) the description names. */
import type { Prop } from '../model';
import { camelCase, splitList } from '../text';

export function extractProps(lower: string): { inputs: Prop[]; outputs: Prop[]; words: string[] } {
  const inputs: Prop[] = [];
  const outputs: Prop[] = [];
  const inputMatch =
    /\b(?:inputs?|props?|properties)\s(?:for\s|named\s|called\s)?([a-z][a-z ,]*?)(?=\sand\san?\s(?:output|event)|[.;]|\swith\b|$)/.exec(
      lower,
    );
  if (inputMatch) {
    for (const part of splitList(inputMatch[1]!)) {
      const name = camelCase(part);
      if (part.split(' ').length <= 3 && !inputs.some((i) => i.name === name))
        inputs.push({
          name,
          type: /count|age|amount|price|total|number|quantity/.test(part)
            ? 'number'
            : /^(?:is|has|show)|enabled|disabled|active/.test(part)
              ? 'boolean'
              : 'string',
          required: false,
        });
    }
  }
  const outputMatch =
    /\b(?:outputs?|events?|emits?)\s+(?:an?\s+)?(?:event\s+)?(?:when|whenever|once|if)\s+(?:the\s+)?(?:[a-z]+\s+)?(?:is|gets|was)\s+([a-z]+)/.exec(
      lower,
    ) ?? /\bemits?\s+(?:an?\s+)?([a-z]+)/.exec(lower);
  if (outputMatch)
    outputs.push({ name: camelCase(outputMatch[1]!), type: 'void', required: false });
  return { inputs, outputs, words: [...inputs, ...outputs].map((p) => p.name) };
}
