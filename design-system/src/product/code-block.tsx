import * as React from 'react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from '../components/button';
import {
  highlightCode,
  resolveHighlightLanguage,
  type HighlightLanguage,
  type HighlightedLine,
} from './code-highlighter';

const languageLabels: Record<string, string> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TSX',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JSX',
  html: 'HTML',
  angular: 'HTML',
  scss: 'SCSS',
  css: 'CSS',
  json: 'JSON',
  bash: 'Shell',
  sh: 'Shell',
};

/** The human name of a code language ("ts" → "TypeScript"); unknown names are shown as given. */
export function getCodeLanguageLabel(language: string | undefined): string {
  if (!language?.trim()) return 'Plain text';
  return languageLabels[language.trim().toLowerCase()] ?? language.trim();
}

/** How long the copy button says "Copied" (or that copying failed) before it resets. */
export const CODE_BLOCK_COPY_FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

const copyFeedback: Record<CopyState, { label: string; Icon: typeof Copy }> = {
  idle: { label: 'Copy code', Icon: Copy },
  copied: { label: 'Copied', Icon: Check },
  failed: { label: 'Copy failed', Icon: TriangleAlert },
};

// One trailing newline is the file's end, not an empty last line.
const normalizeCode = (code: string) => code.replace(/\r\n?/g, '\n').replace(/\n$/, '');

export type CodeBlockProps = Omit<React.ComponentProps<'figure'>, 'children' | 'onCopy'> & {
  code: string;
  /** Language name as the generator writes it: ts, typescript, tsx, html, scss, css … */
  language?: string;
  /** Shown in the header instead of the language's name, such as a file name. */
  label?: string;
  showLineNumbers?: boolean;
  /** Called with the code once it is on the clipboard. */
  onCopy?: (code: string) => void;
};

type Highlight = { code: string; language: HighlightLanguage; lines: HighlightedLine[] };

// Colours arrive as CSS variables per token; the theme class on <html> picks which one shows.
const tokenClass =
  'text-(--code-light) [.dark_&]:text-(--code-dark) [[data-theme=dark]_&]:text-(--code-dark)';

const lineNumberClass = cn(
  'before:[counter-increment:line] before:content-[counter(line)_/_""]',
  'before:mr-4 before:inline-block before:w-8 before:text-right before:text-muted-foreground before:select-none',
);

/**
 * Source code with a language label, line numbers and a copy button. The text shows at once;
 * colours follow when the lazily loaded highlighter is ready, on the same layout.
 */
export function CodeBlock({
  code,
  language,
  label,
  showLineNumbers = true,
  onCopy,
  className,
  ...props
}: CodeBlockProps) {
  const grammar = resolveHighlightLanguage(language);
  const source = normalizeCode(code);
  const [highlight, setHighlight] = React.useState<Highlight | null>(null);
  const [copyState, setCopyState] = React.useState<CopyState>('idle');
  const resetTimer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => {
    if (!grammar) return;
    let current = true;
    highlightCode(source, grammar).then(
      (lines) => {
        if (current) setHighlight({ code: source, language: grammar, lines });
      },
      // Highlighting is an enhancement: when the chunk cannot load, the plain text stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [source, grammar]);

  React.useEffect(() => () => clearTimeout(resetTimer.current), []);

  const highlighted =
    highlight && highlight.code === source && highlight.language === grammar
      ? highlight.lines
      : null;
  const lines: (string | HighlightedLine)[] = highlighted ?? source.split('\n');
  const displayName = label ?? getCodeLanguageLabel(language);

  const showFeedback = (state: CopyState) => {
    setCopyState(state);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setCopyState('idle'), CODE_BLOCK_COPY_FEEDBACK_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      showFeedback('failed');
      return;
    }
    showFeedback('copied');
    onCopy?.(code);
  };

  const { label: copyLabel, Icon: CopyIcon } = copyFeedback[copyState];

  return (
    <figure
      data-slot="code-block"
      data-state={highlighted ? 'highlighted' : 'plain'}
      data-language={grammar ?? 'plain'}
      className={cn(
        'flex min-w-0 flex-col overflow-hidden rounded-card border border-border bg-card text-card-foreground',
        className,
      )}
      {...props}
    >
      <figcaption
        data-slot="code-block-header"
        className="flex items-center justify-between gap-2 border-b border-border bg-muted py-1 pr-1 pl-4"
      >
        <span
          data-slot="code-block-label"
          className="truncate font-mono text-xs font-medium text-muted-foreground"
        >
          {displayName}
        </span>
        <Button
          data-slot="code-block-copy"
          data-state={copyState}
          variant="ghost"
          size="sm"
          onClick={copy}
          className="text-muted-foreground hover:text-foreground"
        >
          <CopyIcon aria-hidden />
          {copyLabel}
        </Button>
      </figcaption>
      <pre
        data-slot="code-block-pre"
        role="group"
        // A long line scrolls sideways; keyboard users must be able to focus the block to scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={`${displayName} code`}
        className="overflow-x-auto py-3 pr-4 pl-4 font-mono text-sm leading-6 whitespace-pre outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      >
        <code
          data-slot="code-block-code"
          className={cn('block w-fit min-w-full', showLineNumbers && '[counter-reset:line]')}
        >
          {lines.map((line, index) => (
            <React.Fragment key={index}>
              <span data-slot="code-block-line" className={cn(showLineNumbers && lineNumberClass)}>
                {typeof line === 'string'
                  ? line
                  : line.map((token, tokenIndex) => (
                      <span
                        key={tokenIndex}
                        className={cn(tokenClass, token.italic && 'italic')}
                        style={
                          {
                            '--code-light': token.light,
                            '--code-dark': token.dark,
                          } as React.CSSProperties
                        }
                      >
                        {token.content}
                      </span>
                    ))}
              </span>
              {index < lines.length - 1 ? '\n' : null}
            </React.Fragment>
          ))}
        </code>
      </pre>
    </figure>
  );
}
