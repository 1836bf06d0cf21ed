import { describe, expect, it } from 'vitest';
import { allFilesText, archiveFileName, nameFromPrompt } from './history-text';

describe('given the files of an answer', () => {
  it('should copy them all, each under its path', () => {
    expect(
      allFilesText([
        {
          path: 'login.component.ts',
          content: 'export class A {}\n\n',
          type: 'component',
          language: 'ts',
        },
        {
          path: 'login.component.html',
          content: '<form></form>',
          type: 'template',
          language: 'html',
        },
      ]),
    ).toBe('// login.component.ts\nexport class A {}\n\n// login.component.html\n<form></form>\n');
  });
});

describe('given a prompt', () => {
  it('should name a component after its first words', () => {
    expect(nameFromPrompt('  a login   form ')).toBe('a login form');
    expect(nameFromPrompt('')).toBe('Generated component');
    const long = nameFromPrompt(
      'a signup form with name, e-mail and password where the passwords must match and a terms checkbox',
    );
    expect(long.length).toBeLessThanOrEqual(61);
    expect(long.endsWith('…')).toBe(true);
  });

  it('should slug a download name', () => {
    expect(archiveFileName('A Login Form, please!')).toBe('a-login-form-please.zip');
    expect(archiveFileName('!!!')).toBe('component.zip');
  });
});
