import { describe, expect, it } from 'vitest';
import type { AiDiagnostic } from '@kiln/contract';
import { diagnosticsForFile, toLintRanges } from './lint-ranges';

const finding = (line: number, column: number, file = 'login.component.html'): AiDiagnostic => ({
  file,
  line,
  column,
  message: 'Unexpected closing tag "div"',
  severity: 'error',
  source: 'angular',
});

const template = '<form>\n  <input formControlName="email">\n</div>\n';

describe('given findings with 1-based lines and columns', () => {
  it('should underline the word that starts at the column', () => {
    const [range] = toLintRanges(template, [finding(2, 10)]);
    expect(template.slice(range!.from, range!.to)).toBe('formControlName');
    expect(range).toMatchObject({ severity: 'error', source: 'angular' });
  });

  it('should underline a tag with the brackets that open it', () => {
    const [range] = toLintRanges(template, [finding(3, 1)]);
    expect(template.slice(range!.from, range!.to)).toBe('</div');
  });

  it('should underline one character where no word starts', () => {
    const [range] = toLintRanges(template, [finding(2, 33)]);
    expect(template.slice(range!.from, range!.to)).toBe('>');
  });

  it('should underline the line when there is no column, and the file for line 0', () => {
    const [line, file] = toLintRanges(template, [finding(2, 0), finding(0, 0)]);
    expect(template.slice(line!.from, line!.to)).toBe('  <input formControlName="email">');
    expect(file).toMatchObject({ from: 0, to: template.length });
  });

  it('should pull a position past the text back inside it', () => {
    const [pastLine, pastFile] = toLintRanges(template, [finding(1, 40), finding(99, 3)]);
    expect(pastLine).toMatchObject({ from: 6, to: 6 });
    // The last line is the empty one after the final newline.
    expect(pastFile).toMatchObject({ from: template.length, to: template.length });
  });
});

describe('given findings about several files', () => {
  it('should keep those about the file, by path or by name', () => {
    const findings = [
      finding(1, 1),
      finding(1, 1, 'src/app/login.component.html'),
      finding(1, 1, 'login.component.ts'),
    ];
    expect(diagnosticsForFile('login.component.html', findings)).toHaveLength(2);
  });
});
