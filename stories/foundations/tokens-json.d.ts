// tokens/dist is built (npm run build -w @kiln/tokens), so a clean checkout type-checks before it
// exists: this is the shape tokens/build.mjs writes, flat resolved values per theme.
declare module '@kiln/tokens/tokens.json' {
  const tokens: { light: Record<string, string>; dark: Record<string, string> };
  export default tokens;
}
