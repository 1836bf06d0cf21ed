import * as React from 'react';
import { Check, Wand2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { Avatar, AvatarFallback, AvatarImage } from '../components/avatar';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { CodeBlock } from './code-block';
import { formatClockTime } from './format-time';

export type ChatMessageCodeBlock = { language: string; code: string };

/** A chat message: who sent it, when, its text and the code blocks found in it. */
export type ChatMessage = {
  id: string;
  type: 'user' | 'ai';
  sender: string;
  content: string;
  timestamp: Date | string;
  code?: string;
  codeLanguage?: string;
  suggestions?: readonly string[];
  /** How sure the AI is, from 0 to 1 (values above 1 are read as percent). */
  confidence?: number;
  hasAppliedCode?: boolean;
  isCodeMessage?: boolean;
  codeBlocks?: readonly ChatMessageCodeBlock[];
};

/** Spec: a code block in AI text counts only when its code is longer than 10 characters. */
export const MIN_CODE_BLOCK_LENGTH = 10;

export type InlinePart =
  { kind: 'text'; text: string } | { kind: 'code'; text: string } | { kind: 'break' };
export type ContentSegment =
  { kind: 'paragraph'; parts: InlinePart[] } | { kind: 'code'; language: string; code: string };

const FENCE = /```([\w+#.-]*)[^\S\n]*\n([\s\S]*?)```/g;
// Any run of backticks opens inline code and the same run closes it (`a`, ``a`b``, ```a```).
const INLINE_CODE = /(`+)([^\n]+?)\1/g;

function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) parts.push({ kind: 'break' });
    let last = 0;
    for (const match of line.matchAll(INLINE_CODE)) {
      if (match.index > last) parts.push({ kind: 'text', text: line.slice(last, match.index) });
      parts.push({ kind: 'code', text: match[2] ?? '' });
      last = match.index + match[0].length;
    }
    if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  });
  return parts;
}

function pushParagraphs(segments: ContentSegment[], text: string) {
  for (const paragraph of text.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed) segments.push({ kind: 'paragraph', parts: parseInline(trimmed) });
  }
}

/**
 * Splits message text into paragraphs (with `inline code` and line breaks) and fenced code blocks.
 * Fences whose code is too short to count as a block stay in the text as inline code. The result
 * is rendered as React elements, never as HTML, so message text cannot inject markup.
 */
export function parseMessageContent(content: string): ContentSegment[] {
  const source = content.replace(/\r\n?/g, '\n');
  const segments: ContentSegment[] = [];
  let text = '';
  let last = 0;
  for (const match of source.matchAll(FENCE)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    const code = (match[2] ?? '').replace(/\n$/, '');
    if (code.trim().length <= MIN_CODE_BLOCK_LENGTH) {
      if (code.trim()) text += `\`${code.trim().replace(/\s*\n\s*/g, ' ')}\``;
      continue;
    }
    pushParagraphs(segments, text);
    text = '';
    segments.push({ kind: 'code', language: match[1] || 'text', code });
  }
  pushParagraphs(segments, text + source.slice(last));
  return segments;
}

type SegmentGroup =
  { kind: 'text'; paragraphs: InlinePart[][] } | { kind: 'code'; language: string; code: string };

/** Consecutive paragraphs share one bubble; code blocks stand between bubbles. */
function groupSegments(segments: ContentSegment[]): SegmentGroup[] {
  const groups: SegmentGroup[] = [];
  for (const segment of segments) {
    const previous = groups.at(-1);
    if (segment.kind === 'code') groups.push(segment);
    else if (previous?.kind === 'text') previous.paragraphs.push(segment.parts);
    else groups.push({ kind: 'text', paragraphs: [segment.parts] });
  }
  return groups;
}

/** Confidence as a whole percent: 0.86 and 86 both give 86. */
export function getConfidencePercent(confidence: number): number {
  const percent = confidence <= 1 ? confidence * 100 : confidence;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** The message's attached code, without blocks its text already shows. */
function attachedCodeBlocks(
  message: ChatMessage,
  segments: ContentSegment[],
): ChatMessageCodeBlock[] {
  const shown = new Set(
    segments.flatMap((segment) => (segment.kind === 'code' ? [segment.code.trim()] : [])),
  );
  const attached =
    message.codeBlocks && message.codeBlocks.length > 0
      ? message.codeBlocks
      : message.code
        ? [{ language: message.codeLanguage ?? 'typescript', code: message.code }]
        : [];
  return attached.filter((block) => !shown.has(block.code.trim()));
}

export type ChatBubbleProps = Omit<React.ComponentProps<'article'>, 'children'> & {
  message: ChatMessage;
  onSuggestionClick?: (suggestion: string) => void;
  /** Shows the Apply button on AI messages with code. */
  onApplyCode?: (message: ChatMessage) => void;
  /** The code is being applied. */
  applying?: boolean;
  onCopyCode?: (code: string) => void;
  /** Formats the timestamp; the default is the UTC time of day, so every render agrees. */
  formatTime?: (timestamp: Date | string) => string;
  avatarUrl?: string;
};

/** One chat message: sender and time, text with inline code, code blocks, confidence, Apply and suggestions. */
export function ChatBubble({
  message,
  onSuggestionClick,
  onApplyCode,
  applying = false,
  onCopyCode,
  formatTime = (timestamp) => formatClockTime(timestamp),
  avatarUrl,
  className,
  ...props
}: ChatBubbleProps) {
  const isUser = message.type === 'user';
  const segments = React.useMemo(() => parseMessageContent(message.content), [message.content]);
  const extraBlocks = attachedCodeBlocks(message, segments);
  const hasCode = extraBlocks.length > 0 || segments.some((segment) => segment.kind === 'code');
  const time = formatTime(message.timestamp);
  const showConfidence = !isUser && message.confidence !== undefined;
  const showApply = !isUser && hasCode && (message.hasAppliedCode || onApplyCode);
  const inlineCodeClass = cn(
    'rounded-control px-1 py-0.5 font-mono text-[0.85em]',
    // On the primary bubble a tinted background would lower the text's contrast, so a border marks it.
    isUser ? 'border border-primary-foreground/40' : 'border border-border bg-background',
  );

  return (
    <article
      data-slot="chat-bubble"
      data-type={message.type}
      aria-label={`${message.sender}, ${time}`}
      className={cn('flex w-full gap-3', isUser && 'flex-row-reverse', className)}
      {...props}
    >
      <span aria-hidden className="contents">
        <Avatar size="sm" className={cn(!isUser && 'bg-primary text-primary-foreground')}>
          {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
          <AvatarFallback name={message.sender} />
        </Avatar>
      </span>
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-2',
          isUser ? 'items-end' : 'items-start',
        )}
      >
        <p
          data-slot="chat-bubble-meta"
          className="flex items-baseline gap-2 text-xs text-muted-foreground"
        >
          <span className="font-medium text-foreground">{message.sender}</span>
          <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
        </p>
        {groupSegments(segments).map((group, index) =>
          group.kind === 'code' ? (
            <CodeBlock
              key={index}
              code={group.code}
              language={group.language}
              onCopy={onCopyCode}
              className="w-full"
            />
          ) : (
            <div
              key={index}
              data-slot="chat-bubble-text"
              className={cn(
                'flex flex-col gap-2 rounded-card px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap',
                isUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              {group.paragraphs.map((parts, paragraphIndex) => (
                <p key={paragraphIndex}>
                  {parts.map((part, partIndex) =>
                    part.kind === 'break' ? (
                      <br key={partIndex} />
                    ) : part.kind === 'code' ? (
                      <code key={partIndex} className={inlineCodeClass}>
                        {part.text}
                      </code>
                    ) : (
                      <React.Fragment key={partIndex}>{part.text}</React.Fragment>
                    ),
                  )}
                </p>
              ))}
            </div>
          ),
        )}
        {extraBlocks.map((block, index) => (
          <CodeBlock
            key={`attached-${index}`}
            code={block.code}
            language={block.language}
            onCopy={onCopyCode}
            className="w-full"
          />
        ))}
        {showConfidence || showApply ? (
          <div
            data-slot="chat-bubble-footer"
            className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground"
          >
            {showConfidence ? (
              <span data-slot="chat-bubble-confidence">
                Confidence {getConfidencePercent(message.confidence ?? 0)}%
              </span>
            ) : null}
            {showApply ? (
              message.hasAppliedCode ? (
                <Badge variant="success" size="sm" data-slot="chat-bubble-applied">
                  <Check aria-hidden />
                  Applied
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  loading={applying}
                  onClick={() => onApplyCode?.(message)}
                >
                  {applying ? null : <Wand2 aria-hidden />}
                  Apply code
                </Button>
              )
            ) : null}
          </div>
        ) : null}
        {message.suggestions && message.suggestions.length > 0 ? (
          <ul
            data-slot="chat-bubble-suggestions"
            aria-label="Suggestions"
            className="flex flex-wrap gap-2"
          >
            {message.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-auto min-h-8 rounded-pill py-1 text-left whitespace-normal"
                  disabled={!onSuggestionClick}
                  onClick={() => onSuggestionClick?.(suggestion)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
