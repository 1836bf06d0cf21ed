import type { DesignTextBody, DesignTextResult } from '@kiln/contract';
import { replaceMarkupText, type GeneratedFile } from '@kiln/generator';
import { asRequestError } from './design';

/**
 * Design mode on files the caller holds (the editor's): the picked text changed where the markup
 * writes it, every other byte kept; a text the markup does not show is the caller's mistake (400).
 */
export function changeShownText({ framework, files, edit }: DesignTextBody): DesignTextResult {
  try {
    const next = replaceMarkupText(files as GeneratedFile[], framework, edit);
    const changed = next.find((file, index) => file.content !== files[index]!.content);
    return { files: next, changed: changed?.path ?? '' };
  } catch (error) {
    throw asRequestError(error, 'edit');
  }
}
