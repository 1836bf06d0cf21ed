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
const mount = 'm1';
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
        frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, mount, ...message })
          .success,
      ).toBe(true);
  });

  it('should drop a message without the channel, of another channel or of an unknown kind', () => {
    expect(frameMessageSchema.safeParse({ build, type: 'ready' }).success).toBe(false);
    expect(frameMessageSchema.safeParse({ channel: 'other', build, type: 'ready' }).success).toBe(
      false,
    );
    expect(
      frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, mount, type: 'navigate' })
        .success,
    ).toBe(false);
  });

  it('should take a frame’s ready before any mount, and drop a message without its mount', () => {
    expect(
      frameMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build: '',
        mount: '',
        type: 'ready',
      }).success,
    ).toBe(true);
    expect(
      frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, type: 'resize', height: 3 })
        .success,
    ).toBe(false);
  });

  it('should drop a rendered message without its size or an axe result with a bad impact', () => {
    expect(
      frameMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, mount, type: 'rendered' })
        .success,
    ).toBe(false);
    expect(
      frameMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        mount,
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
        parentMessageSchema.safeParse({ channel: PREVIEW_CHANNEL, build, mount, ...message })
          .success,
      ).toBe(true);
  });

  it('should refuse an unknown theme and inputs that are not an object', () => {
    expect(
      parentMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        mount,
        type: 'set-theme',
        theme: 'sepia',
      }).success,
    ).toBe(false);
    expect(
      parentMessageSchema.safeParse({
        channel: PREVIEW_CHANNEL,
        build,
        mount,
        type: 'set-inputs',
        inputs: [1],
      }).success,
    ).toBe(false);
  });
});

describe('given a mount sent to the frame', () => {
  const mountMessage = {
    channel: PREVIEW_CHANNEL,
    build,
    mount,
    type: 'mount',
    theme: 'light',
    inputs: {},
  };

  it('should accept a build id with a mount nonce, the theme and the inputs', () => {
    expect(parentMessageSchema.safeParse(mountMessage).success).toBe(true);
  });

  it('should refuse a build that is not a content hash, and a mount without its nonce', () => {
    // The frame makes the build's script address from the id: nothing but a hash may reach it.
    for (const bad of ['../runtime/angular', `${build}.js`, 'A'.repeat(64), ''])
      expect(parentMessageSchema.safeParse({ ...mountMessage, build: bad }).success).toBe(false);
    expect(parentMessageSchema.safeParse({ ...mountMessage, mount: '' }).success).toBe(false);
    expect(parentMessageSchema.safeParse({ ...mountMessage, theme: undefined }).success).toBe(
      false,
    );
  });
});
