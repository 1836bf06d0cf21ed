import type { HighlighterCore, LanguageInput } from 'shiki/core';

/** Grammars the highlighter ships; anything else is shown as plain text. */
export type HighlightLanguage = 'typescript' | 'tsx' | 'html' | 'scss';

const languageAliases: Record<string, HighlightLanguage> = {
  ts: 'typescript',
  typescript: 'typescript',
  // The TypeScript grammar is a superset that colours plain JavaScript correctly.
  js: 'typescript',
  javascript: 'typescript',
  tsx: 'tsx',
  jsx: 'tsx',
  html: 'html',
  angular: 'html',
  scss: 'scss',
  css: 'scss',
};

/** Maps a code block's language name (as the generator or a chat message writes it) to a grammar. */
export function resolveHighlightLanguage(language: string | undefined): HighlightLanguage | null {
  if (!language) return null;
  return languageAliases[language.trim().toLowerCase()] ?? null;
}

/** One coloured run of text; colours are hex values for the light and the dark theme. */
export type HighlightedToken = { content: string; light?: string; dark?: string; italic?: boolean };
export type HighlightedLine = HighlightedToken[];

const grammarLoaders: Record<HighlightLanguage, () => LanguageInput> = {
  typescript: () => import('shiki/langs/typescript.mjs'),
  tsx: () => import('shiki/langs/tsx.mjs'),
  html: () => import('shiki/langs/html.mjs'),
  scss: () => import('shiki/langs/scss.mjs'),
};

let highlighterPromise: Promise<HighlighterCore> | undefined;
const grammarPromises = new Map<HighlightLanguage, Promise<void>>();

/**
 * Loads shiki on first use only: the core, the JavaScript regex engine (no WebAssembly) and two
 * themes, all through dynamic imports so none of it lands in the first bundle. Later calls share
 * the one highlighter.
 */
export function loadCodeHighlighter(): Promise<HighlighterCore> {
  highlighterPromise ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
    ]);
    return createHighlighterCore({
      engine: createJavaScriptRegexEngine(),
      themes: [
        import('shiki/themes/github-light-default.mjs'),
        import('shiki/themes/github-dark-default.mjs'),
      ],
      langs: [],
    });
  })().catch((error: unknown) => {
    // A failed chunk load (offline, new deploy) must not poison every later attempt.
    highlighterPromise = undefined;
    throw error;
  });
  return highlighterPromise;
}

/**
 * Loads one grammar into the highlighter, once. Grammars come one by one because they are most of
 * the weight (HTML embeds CSS and JavaScript): a chat that only shows TypeScript never loads HTML.
 */
function loadGrammar(highlighter: HighlighterCore, language: HighlightLanguage): Promise<void> {
  let loading = grammarPromises.get(language);
  if (!loading) {
    loading = highlighter.loadLanguage(grammarLoaders[language]()).catch((error: unknown) => {
      grammarPromises.delete(language);
      throw error;
    });
    grammarPromises.set(language, loading);
  }
  return loading;
}

const ITALIC = 1;

/** Tokenises `code` with both themes at once, so switching theme never re-highlights. */
export async function highlightCode(
  code: string,
  language: HighlightLanguage,
): Promise<HighlightedLine[]> {
  const highlighter = await loadCodeHighlighter();
  await loadGrammar(highlighter, language);
  const lines = highlighter.codeToTokensWithThemes(code, {
    lang: language,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
  });
  return lines.map((line) =>
    line.map((token) => ({
      content: token.content,
      light: token.variants.light?.color,
      dark: token.variants.dark?.color,
      italic: ((token.variants.light?.fontStyle ?? 0) & ITALIC) === ITALIC || undefined,
    })),
  );
}
