import builtTokens from '@kiln/tokens/tokens.json';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const tokens: Record<ThemeName, Record<string, string>> = builtTokens;

/** The resolved value of one published CSS variable (`--kiln-…`) in one theme. */
export function tokenValue(theme: ThemeName, variable: string): string {
  const value = tokens[theme][variable];
  if (value === undefined) throw new Error(`${variable} is not published by @kiln/tokens`);
  return value;
}

/** Names after `--kiln-<group>-`, in the order the build writes them (the tokens' own order). */
export function tokenNames(group: string): string[] {
  const prefix = `--kiln-${group}-`;
  return Object.keys(tokens.light)
    .filter((variable) => variable.startsWith(prefix))
    .map((variable) => variable.slice(prefix.length));
}

/** A token group's light and dark values, by name. */
export function tokenGroup(
  group: string,
): { name: string; variable: string; light: string; dark: string }[] {
  return tokenNames(group).map((name) => {
    const variable = `--kiln-${group}-${name}`;
    return {
      name,
      variable,
      light: tokenValue('light', variable),
      dark: tokenValue('dark', variable),
    };
  });
}
