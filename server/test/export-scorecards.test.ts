/**
 * An exported README records each component's scorecard as Kiln stored it for the exported
 * version: the four checks with status and reason, and "Not checked" for a version never checked.
 */
import { versionScorecardsAnswerSchema } from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionScorecards } from '../src/db/schema/index';
import { createTestApp, parseAnswer, signup, type SignedUp, type TestApp } from './support/app';
import { saveComponent, send } from './support/components';
import { unzip } from './support/unzip';

const angular = (name: string, template: string) => ({
  kind: 'files' as const,
  framework: 'angular' as const,
  files: [
    {
      path: `${name}.component.ts`,
      type: 'component' as const,
      language: 'typescript',
      content: `import { Component } from '@angular/core';\n\n@Component({ selector: 'app-${name}', templateUrl: './${name}.component.html' })\nexport class ${name[0]!.toUpperCase()}${name.slice(1)}Component {\n  readonly text = 'Hello';\n}\n`,
    },
    {
      path: `${name}.component.html`,
      type: 'template' as const,
      language: 'html',
      content: template,
    },
  ],
});

describe('given exported components with stored scorecards', () => {
  let ctx: TestApp;
  let ada: SignedUp;
  const ids: Record<'checked' | 'unsafe' | 'never', string> = {
    checked: '',
    unsafe: '',
    never: '',
  };

  /** The server's checks run after the save answered: reads until they are there. */
  const serverChecked = async (id: string) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const answer = await send(ctx.app, ada.token, 'GET', `/api/components/${id}/scorecards`);
      const [item] = parseAnswer(versionScorecardsAnswerSchema, answer.body).data.items;
      if (item && item.scorecard.compiles.status !== 'unchecked') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server checks did not finish');
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    ada = await signup(ctx.app);
    await ctx.app.ctx.workers.warm();
    for (const [key, name, template] of [
      ['checked', 'greeting', '<p>{{ text }}</p>\n'],
      ['unsafe', 'banner', '<div [innerHTML]="text"></div>\n'],
      ['never', 'footer', '<footer>{{ text }}</footer>\n'],
    ] as const) {
      const saved = await saveComponent(ctx.app, ada.token, {
        name: `${name} card`,
        source: angular(name, template),
      });
      ids[key] = saved.id;
      await serverChecked(saved.id);
    }
    const reported = await send(
      ctx.app,
      ada.token,
      'POST',
      `/api/components/${ids.checked}/versions/1/scorecard`,
      { rendered: true, runtimeError: null, violations: [] },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    // A version saved before scorecards existed has no row at all.
    await ctx.app.ctx.db
      .delete(versionScorecards)
      .where(eq(versionScorecards.componentId, ids.never));
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('should write every check with its status and reason, or "Not checked", into the READMEs', async () => {
    const answer = await send(ctx.app, ada.token, 'POST', '/api/export', {
      componentIds: [ids.checked, ids.unsafe, ids.never],
      kind: 'project',
      name: 'Checked',
      extras: { readme: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const entries = await unzip(answer.rawPayload);
    const file = (name: string) => entries.find((entry) => entry.name === name)!.content;
    const folder = 'checked/src/app/components';

    const checked = file(`${folder}/greeting-card/README.md`);
    expect(checked).toContain('Quality checks:');
    expect(checked).toMatch(/- Compiles: \*\*Pass\*\* — Compiled: checked\. No errors from/);
    expect(checked).toContain(
      '- Renders: **Pass** — Rendered in the sandbox without a runtime error',
    );
    expect(checked).toContain('- Accessible: **Pass** — axe found no violations');
    expect(checked).toMatch(/- Safe: \*\*Pass\*\* — No innerHTML/);

    const unsafe = file(`${folder}/banner-card/README.md`);
    expect(unsafe).toMatch(/- Safe: \*\*Fail\*\* — .*innerHTML.*banner\.component\.html:1/);
    expect(unsafe).toMatch(/- Renders: \*\*Not checked\*\* — Not checked: the preview has not run/);

    const never = file(`${folder}/footer-card/README.md`);
    for (const check of ['Compiles', 'Renders', 'Accessible', 'Safe'])
      expect(never).toContain(
        `- ${check}: **Not checked** — no scorecard was stored for this version`,
      );

    const project = file('checked/README.md');
    expect(project).toContain('- Accessible: **Pass** — axe found no violations');
    expect(project).toMatch(/- Safe: \*\*Fail\*\* — .*innerHTML/);
    expect(project).toContain('- Safe: **Not checked** — no scorecard was stored for this version');
  });
});
