import {
  componentAnswerSchema,
  componentsAnswerSchema,
  errorEnvelopeSchema,
  versionScorecardAnswerSchema,
  versionScorecardsAnswerSchema,
  type VersionScorecard,
} from '@kiln/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseAnswer, signup, type SignedUp, type TestApp } from './support/app';
import { send } from './support/components';

const SAFE_ANGULAR = [
  {
    path: 'hello.component.ts',
    type: 'component',
    language: 'typescript',
    content:
      "import { Component, input } from '@angular/core';\n\n@Component({ selector: 'app-hello', template: '<p>Hello {{ name() }}</p>' })\nexport class HelloComponent {\n  readonly name = input('world');\n}\n",
  },
];
const UNSAFE_ANGULAR = [
  ...SAFE_ANGULAR,
  {
    path: 'hello.component.html',
    type: 'template',
    language: 'html',
    content: '<div [innerHTML]="name()"></div>\n',
  },
];

/** A template that closes an element never opened: Angular's parser refuses it. */
const BROKEN_ANGULAR = [
  {
    path: 'hello.component.ts',
    type: 'component',
    language: 'typescript',
    content:
      "import { Component } from '@angular/core';\n\n@Component({ selector: 'app-hello', templateUrl: './hello.component.html' })\nexport class HelloComponent {}\n",
  },
  {
    path: 'hello.component.html',
    type: 'template',
    language: 'html',
    content: '<p>Hello</p></div>\n',
  },
];

const cleanReport = { rendered: true, runtimeError: null, violations: [] };

describe('scorecards of saved versions', () => {
  let ctx: TestApp;
  let ada: SignedUp;
  let grace: SignedUp;

  const save = async (name: string, files: unknown[]) => {
    const response = await send(ctx.app, ada.token, 'POST', '/api/components', {
      name,
      source: { kind: 'files', framework: 'angular', files },
    });
    expect(response.statusCode, response.body).toBe(201);
    return parseAnswer(componentAnswerSchema, response.body).data;
  };
  const addVersion = async (id: string, files: unknown[]) => {
    const response = await send(ctx.app, ada.token, 'POST', `/api/components/${id}/versions`, {
      source: { kind: 'files', framework: 'angular', files },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const scorecards = async (id: string, token = ada.token) => {
    const response = await send(ctx.app, token, 'GET', `/api/components/${id}/scorecards`);
    expect(response.statusCode, response.body).toBe(200);
    return parseAnswer(versionScorecardsAnswerSchema, response.body).data.items;
  };
  /** The server's checks run after the save answered: reads until they are there. */
  const checked = async (id: string): Promise<VersionScorecard[]> => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const items = await scorecards(id);
      if (items.every((item) => item.scorecard.compiles.status !== 'unchecked')) return items;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server checks did not finish');
  };
  const list = async (checks?: string) => {
    const response = await send(
      ctx.app,
      ada.token,
      'GET',
      `/api/components${checks ? `?checks=${checks}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return parseAnswer(componentsAnswerSchema, response.body).data.items;
  };
  const report = (id: string, version: number, body: unknown, token = ada.token) =>
    send(ctx.app, token, 'POST', `/api/components/${id}/versions/${version}/scorecard`, body);

  beforeAll(async () => {
    ctx = await createTestApp();
    ada = await signup(ctx.app);
    grace = await signup(ctx.app, { firstName: 'Grace', lastName: 'Hopper' });
    // The validator's first load takes seconds; the tests wait for checks, not for that.
    await ctx.app.ctx.workers.warm();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('checks a saved version in the background: compiles and safe, browser rows not checked', async () => {
    const saved = await save('Hello', SAFE_ANGULAR);
    const [only] = await checked(saved.id);
    expect(only?.version).toBe(1);
    expect(only?.scorecard.compiles).toMatchObject({ status: 'green', reportedBy: 'server' });
    expect(only?.scorecard.safe.status).toBe('green');
    expect(only?.scorecard.renders).toMatchObject({ status: 'unchecked', checkedAt: null });
    expect(only?.scorecard.accessible.status).toBe('unchecked');
    expect(only?.scorecard.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('scores each version on its own: a template binding innerHTML is not safe', async () => {
    const saved = await save('Hello versions', SAFE_ANGULAR);
    await addVersion(saved.id, UNSAFE_ANGULAR);
    const items = await checked(saved.id);
    expect(items.map((item) => [item.version, item.scorecard.safe.status])).toEqual([
      [2, 'red'],
      [1, 'green'],
    ]);
    expect(items[0]?.scorecard.safe.reason).toBe('[innerHTML] in hello.component.html:1');
  });

  it("stores the browser's report with the version and answers the combined scorecard", async () => {
    const saved = await save('Hello reported', SAFE_ANGULAR);
    await checked(saved.id);
    const response = await report(saved.id, 1, {
      rendered: true,
      runtimeError: null,
      violations: [
        {
          id: 'label',
          impact: 'critical',
          help: 'Form elements must have labels',
          targets: ['input#email'],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = parseAnswer(versionScorecardAnswerSchema, response.body).data;
    expect(answered.scorecard.renders).toMatchObject({ status: 'green', reportedBy: 'browser' });
    expect(answered.scorecard.accessible.status).toBe('red');
    expect(answered.scorecard.compiles.status).toBe('green');
    const [stored] = await scorecards(saved.id);
    expect(stored?.scorecard.accessible.violations).toEqual([
      {
        id: 'label',
        impact: 'critical',
        help: 'Form elements must have labels',
        targets: ['input#email'],
      },
    ]);
    expect(stored?.scorecard.renders.checkedAt).not.toBeNull();
  });

  it("answers 404 for another user's component or version, and stores nothing", async () => {
    const saved = await save('Hello private', SAFE_ANGULAR);
    const foreign = await report(saved.id, 1, cleanReport, grace.token);
    expect(foreign.statusCode).toBe(404);
    parseAnswer(errorEnvelopeSchema, foreign.body);
    const read = await send(ctx.app, grace.token, 'GET', `/api/components/${saved.id}/scorecards`);
    expect(read.statusCode).toBe(404);
    const missingVersion = await report(saved.id, 9, cleanReport);
    expect(missingVersion.statusCode).toBe(404);
    const [own] = await scorecards(saved.id);
    expect(own?.scorecard.renders.status).toBe('unchecked');
  });

  it('refuses a malformed report', async () => {
    const saved = await save('Hello malformed', SAFE_ANGULAR);
    const response = await report(saved.id, 1, { rendered: 'yes', violations: [] });
    expect(response.statusCode).toBe(400);
  });

  it('filters My components by the current version: passing, problems, unchecked', async () => {
    const passing = await save('Filter passing', SAFE_ANGULAR);
    const unsafe = await save('Filter unsafe', UNSAFE_ANGULAR);
    const unreported = await save('Filter unreported', SAFE_ANGULAR);
    await Promise.all([checked(passing.id), checked(unsafe.id), checked(unreported.id)]);
    expect((await report(passing.id, 1, cleanReport)).statusCode).toBe(200);

    const names = (items: { name: string }[]) =>
      items.map((item) => item.name).filter((name) => name.startsWith('Filter'));
    expect(names(await list('passing'))).toEqual(['Filter passing']);
    expect(names(await list('problems'))).toEqual(['Filter unsafe']);
    expect(names(await list('unchecked'))).toEqual(['Filter unreported']);
    const all = await list();
    expect(all.find((item) => item.id === unsafe.id)?.checks).toBe('problems');
    expect(all.find((item) => item.id === passing.id)?.checks).toBe('passing');

    // A new current version with a problem moves the component out of "passing".
    await addVersion(passing.id, UNSAFE_ANGULAR);
    await checked(passing.id);
    expect(names(await list('passing'))).toEqual([]);
    const bad = await send(ctx.app, ada.token, 'GET', '/api/components?checks=great');
    expect(bad.statusCode).toBe(400);
  });

  it('lists whether the current version compiles, from the same stored check as its scorecard', async () => {
    const saved = await save('Compiles then broken', SAFE_ANGULAR);
    const unread = (await list()).find((item) => item.id === saved.id);
    // Listed before its checks have run: not known yet, and not said to fail.
    expect([null, true]).toContain(unread?.compiles);
    await checked(saved.id);
    expect((await list()).find((item) => item.id === saved.id)?.compiles).toBe(true);

    await addVersion(saved.id, BROKEN_ANGULAR);
    const [current] = await checked(saved.id);
    expect(current?.scorecard.compiles.status).toBe('red');
    const listed = (await list()).find((item) => item.id === saved.id);
    expect(listed).toMatchObject({ compiles: false, checks: 'problems' });

    // Not another user's: their list does not hold it.
    const theirs = await send(ctx.app, grace.token, 'GET', '/api/components');
    expect(parseAnswer(componentsAnswerSchema, theirs.body).data.items).toEqual([]);
  });
});
