import { describe, expect, it } from 'vitest';
import {
  frameMessageSchema,
  parentMessageSchema,
  PREVIEW_CHANNEL,
  previewBuildBodySchema,
  previewBuildSchema,
  MAX_PREVIEW_FILES,
} from '../src/index';

const build = 'a'.repeat(64);
const file = {
  path: 'login.component.ts',
  content: 'export class Login {}',
  type: 'component',
  language: 'typescript',
};

describe('given the preview build body', () => {
  it('should accept a framework and its files', () => {
    expect(previewBuildBodySchema.safeParse({ framework: 'angular', files: [file] }).success).toBe(
      true,
    );
  });

  it('should refuse no files, too many files and an unknown framework', () => {
    expect(previewBuildBodySchema.safeParse({ framework: 'react', files: [] }).success).toBe(false);
    const many = Array.from({ length: MAX_PREVIEW_FILES + 1 }, () => file);
    expect(previewBuildBodySchema.safeParse({ framework: 'react', files: many }).success).toBe(
      false,
    );
    expect(previewBuildBodySchema.safeParse({ framework: 'vue', files: [file] }).success).toBe(
      false,
    );
  });
});

describe('given a preview build answer', () => {
  it('should carry problems with their location and a null frame when it did not compile', () => {
    const answer = {
      id: build,
      frameUrl: null,
      problems: [{ file: 'a.ts', line: 3, column: 7, message: "';' expected." }],
    };
    expect(previewBuildSchema.parse(answer)).toEqual(answer);
  });

  it('should refuse an id that is not a content hash', () => {
    expect(
      previewBuildSchema.safeParse({ id: '../etc', frameUrl: null, problems: [] }).success,
    ).toBe(false);
  });
});

describe('given messages from the frame', () => {
  it('should accept each kind with the channel and build', () => {
    const messages = [
      { type: 'ready' },
      { type: 'rendered', width: 375, height: 420 },
      { type: 'resize', height: 600 },
      { type: 'runtime-error', message: 'boom', file: null, line: null, column: null },
      { type: 'console', level: 'warn', text: 'careful' },
      {
        type: 'axe',
        violations: [
          {
            id: 'label',
            impact: 'critical',
            help: 'Form elements need labels',
            targets: ['input'],
          },
        ],
      },
      { type: 'output', name: 'submitted', payload: { email: 'a@b.c' } },
    ];
    for (const message of messages)
      expect(
        frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, ...message }).success,
      ).toBe(true);
  });

  it('should drop a message without the channel, of another channel or of an unknown kind', () => {
    expect(frameMessageSchema.safeParse({ build, type: 'ready' }).success).toBe(false);
    expect(frameMessageSchema.safeParse({ channel: 'other', build, type: 'ready' }).success).toBe(
      false,
    );
    expect(
      frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, type: 'navigate' }).success,
    ).toBe(false);
  });

  it('should drop a rendered message without its size or an axe result with a bad impact', () => {
    expect(
      frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, type: 'rendered' }).success,
    ).toBe(false);
    expect(
      frameMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        type: 'axe',
        violations: [{ id: 'x', impact: 'fatal', help: '', targets: [] }],
      }).success,
    ).toBe(false);
  });
});

describe('given messages to the frame', () => {
  it('should accept a theme, inputs and an axe request', () => {
    for (const message of [
      { type: 'set-theme', theme: 'dark' },
      { type: 'set-inputs', inputs: { loading: true, items: [1, 2] } },
      { type: 'run-axe' },
    ])
      expect(
        parentMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, ...message }).success,
      ).toBe(true);
  });

  it('should refuse an unknown theme and inputs that are not an object', () => {
    expect(
      parentMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        type: 'set-theme',
        theme: 'sepia',
      }).success,
    ).toBe(false);
    expect(
      parentMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        type: 'set-inputs',
        inputs: [1],
      }).success,
    ).toBe(false);
  });
});
