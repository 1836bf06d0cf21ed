/**
 * A two-player game's status in the description's own quoted words: "Winner: X", "Next: X",
 * "Draw". A quote naming a player (X or O) says who won or whose turn it is, by its other words;
 * a quote that is only a draw or a tie is said on a full board.
 */
import type { Quote } from './quotes';

const PLAYER = /(?<![\p{L}\d])[XO](?![\p{L}\d])/u;
const WIN = /\b(?:win|wins|winner|won|victory)\b|gagn|gewinn|gana/i;
const TURN = /\b(?:next|turn|to play|to move|plays)\b|\btour\b|\bdran\b|\bturno\b/i;
const DRAW = /^(?:(?:it['’]?s )?an? )?(?:draw|tie|égalité|unentschieden|empate)\b[!.]?/i;

export function readStatusWords(quotes: readonly Quote[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const { text } of quotes) {
    if (text.length > 40) continue;
    if (PLAYER.test(text)) {
      const template = text.replace(PLAYER, '{player}');
      if (WIN.test(text)) labels.win ??= template;
      else if (TURN.test(text)) labels.turn ??= template;
    } else if (DRAW.test(text)) labels.draw ??= text;
  }
  return labels;
}
