import { describe, expect, it } from 'vitest';
import { PREVIEW_CHANNEL } from '@kiln/contract';
import { initialPreviewState, previewReducer, problemLocation } from './preview-state';
import { repairRequest } from './repair-request';

const envelope = { channel: PREVIEW_CHANNEL, build: 'b'.repeat(64), mount: 'm1' } as const;

describe('given a preview that is loading', () => {
  it('should time out only while nothing rendered', () => {
    const timedOut = previewReducer(initialPreviewState(), { type: 'timeout' });
    expect(timedOut.phase).toBe('timed-out');
    const rendered = previewReducer(initialPreviewState(), {
      ...envelope,
      type: 'rendered',
      width: 375,
      height: 420,
    });
    expect(previewReducer(rendered, { type: 'timeout' }).phase).toBe('rendered');
    expect(rendered.height).toBe(420);
    expect(rendered.report.rendered).toBe(true);
  });

  it('should keep the first runtime error and stay failed after a later render', () => {
    let state = previewReducer(initialPreviewState(), {
      ...envelope,
      type: 'runtime-error',
      message: 'first',
      file: null,
      line: null,
      column: null,
    });
    state = previewReducer(state, {
      ...envelope,
      type: 'runtime-error',
      message: 'second',
      file: null,
      line: null,
      column: null,
    });
    state = previewReducer(state, { ...envelope, type: 'rendered', width: 1, height: 1 });
    expect(state.phase).toBe('failed');
    expect(state.report.runtimeError?.message).toBe('first');
  });

  it('should keep at most the latest 100 console lines', () => {
    let state = initialPreviewState();
    for (let index = 0; index < 120; index += 1)
      state = previewReducer(state, {
        ...envelope,
        type: 'console',
        level: 'log',
        text: `${index}`,
      });
    expect(state.report.console).toHaveLength(100);
    expect(state.report.console[0]?.text).toBe('20');
  });

  it('should start over on restart', () => {
    const state = previewReducer(initialPreviewState(), {
      ...envelope,
      type: 'axe',
      violations: [],
    });
    expect(state.report.axe).toEqual([]);
    expect(previewReducer(state, { type: 'restart' })).toEqual(initialPreviewState());
  });
});

describe('given problems to send to the copilot', () => {
  it('should list each with where it is, in plain words', () => {
    const text = repairRequest([
      { file: 'a.component.ts', line: 3, column: 7, message: "';' expected." },
      { file: null, line: null, column: null, message: 'Error: Broken\n  on purpose' },
    ]);
    expect(text).toBe(
      "The preview shows these problems in the code. Please fix them:\n- a.component.ts:3:7: ';' expected.\n- Error: Broken on purpose",
    );
  });

  it('should stay within a prompt’s length', () => {
    const many = Array.from({ length: 100 }, () => ({
      file: 'a.ts',
      line: 1,
      column: 1,
      message: 'x'.repeat(100),
    }));
    expect(repairRequest(many).length).toBeLessThanOrEqual(2000);
  });

  it('should name a location only as far as it is known', () => {
    expect(problemLocation({ file: 'a.html', line: 2, column: null, message: '' })).toBe(
      'a.html:2',
    );
    expect(problemLocation({ file: null, line: 2, column: 1, message: '' })).toBeNull();
  });
});
