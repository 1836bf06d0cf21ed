import palette from '@kiln/tokens/palette.json' with { type: 'json' };
import { validationError } from '../errors';

type Ramp = Record<string, { $value?: string }>;

/**
 * A design-mode colour is a step of a ramp of the design tokens' palette ("indigo-600"), never a
 * free value: this is the one place it becomes the hex the engine's model holds.
 */
export const tokenColor = (token: string): string => {
  const dash = token.lastIndexOf('-');
  const ramp = (palette.palette as unknown as Record<string, Ramp | undefined>)[
    token.slice(0, dash)
  ];
  const value = ramp?.[token.slice(dash + 1)]?.$value;
  if (dash < 1 || typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value))
    throw validationError(`“${token}” is not a colour of the design tokens`, {
      location: 'body',
      fields: [{ path: 'edits', message: 'Pick a colour of the design tokens' }],
    });
  return value;
};
