import { ErrorCode, jsonTextDepth, MAX_BODY_DEPTH } from '@kiln/contract';
import { AppError } from '../errors';

/** A high surrogate without its low half, or a low one without its high half (code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store: a NUL character, or half of a surrogate pair. */
const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

class UnstorableText extends Error {}

/** Rejects unstorable strings (keys and values) while parsing, so no second walk is needed. */
const reviver = (key: string, value: unknown) => {
  if (!storable(key) || (typeof value === 'string' && !storable(value))) throw new UnstorableText();
  return value;
};

/**
 * A JSON request body, or a 400 a person understands. An empty body is "no body", not malformed
 * JSON (some clients always send the content type).
 */
export const parseJsonBody = (text: string): unknown => {
  if (text.trim() === '') return undefined;
  // Validation, serializers and database drivers walk values recursively: a body nested thousands
  // of levels deep overflowed their stack (a 500). Reading the depth from the text refuses it
  // before JSON.parse spends time on it.
  if (jsonTextDepth(text, MAX_BODY_DEPTH) > MAX_BODY_DEPTH)
    throw new AppError(
      400,
      ErrorCode.validation,
      `The request body is nested more than ${MAX_BODY_DEPTH} levels deep`,
    );
  try {
    return JSON.parse(text, reviver);
  } catch (error) {
    if (error instanceof UnstorableText)
      throw new AppError(
        400,
        ErrorCode.validation,
        'The request body contains text that cannot be stored: a NUL character or an unpaired surrogate',
      );
    throw new AppError(400, ErrorCode.invalidJson, 'The request body is not valid JSON');
  }
};
