import type { AiFramework } from '@kiln/contract';
import type { Extension } from '@codemirror/state';
import { angular } from '@codemirror/lang-angular';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { sass } from '@codemirror/lang-sass';

/** The syntax a file is highlighted with, from its language as Kiln's generator names it. */
export function languageFor(language: string, framework: AiFramework): Extension {
  switch (language.toLowerCase()) {
    case 'ts':
    case 'typescript':
      return javascript({ typescript: true });
    case 'tsx':
      return javascript({ typescript: true, jsx: true });
    case 'js':
    case 'javascript':
      return javascript();
    case 'html':
      // An Angular template is HTML plus bindings and control flow blocks.
      return framework === 'angular' ? angular() : html();
    case 'scss':
      return sass();
    case 'css':
      return css();
    default:
      return [];
  }
}
