import {
  chatAnswerSchema,
  componentAnswerSchema,
  designAnswerSchema,
  designKeptAnswerSchema,
  designTextAnswerSchema,
  sessionAnswerSchema,
  startSessionAnswerSchema,
  variantsAnswerSchema,
} from '@kiln/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationEvents } from '../src/db/schema/index';
import { call, startAiApp, type AiTestApp } from './support/ai-app';
import { signup, type SignedUp } from './support/app';
import {
  angularAnswer,
  fakeProviderEnv,
  startFakeOpenAi,
  type FakeOpenAi,
} from './support/fake-openai';
import { shaped } from './support/shaped';

const SIGNUP =
  'a signup form with name, email and password fields and a "Create account" button and a "Cancel" button';

/** A conversation of `user` with one answer to `message`. */
const answered = async (ctx: AiTestApp, user: SignedUp, message: string) => {
  const sessionId = shaped(
    startSessionAnswerSchema,
    (await call(ctx.base, 'POST', '/ai/copilot/session/start', user.token, {})).body,
  ).data.sessionId;
  ctx.clock.advance(1_000);
  const answer = shaped(
    chatAnswerSchema,
    (
      await call(ctx.base, 'POST', '/ai/copilot/chat', user.token, {
        sessionId,
        message,
        conversationHistory: [],
        continuePreviousConversation: false,
      })
    ).body,
  ).data;
  return {
    sessionId,
    answer,
    path: `/ai/copilot/sessions/${sessionId}/answers/${answer.messageId}`,
  };
};

const allCode = (files: { content: string }[]) => files.map((file) => file.content).join('\n');

describe('given answers of the built-in engine in design mode', () => {
  let ctx: AiTestApp;
  const eventsOf = (userId: string) =>
    ctx.database.database.db
      .select()
      .from(generationEvents)
      .where(eq(generationEvents.userId, userId));

  beforeAll(async () => {
    ctx = await startAiApp();
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  it('should list the parts and apply edits through the model, uncharged and unstored', async () => {
    const user = await signup(ctx.app);
    const { path, answer, sessionId } = await answered(ctx, user, SIGNUP);
    const events = (await eventsOf(user.id)).length;

    const start = shaped(
      designAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design`, user.token, { edits: [] })).body,
    ).data;
    expect(start.mode).toBe('model');
    expect(start.files).toEqual(answer.files);
    // A form sets out its fields in any of three layouts; the panel offers them.
    expect(start.layouts).toEqual(['stacked', 'split', 'grid']);
    const button = start.parts.find((part) => part.label === 'Create account');
    const fields = start.parts.filter((part) => part.kind === 'field');
    expect(button).toMatchObject({ kind: 'action' });
    expect(fields.length).toBeGreaterThanOrEqual(3);

    const edits = [
      { op: 'text', part: button!.id, value: 'Join now' },
      { op: 'variant', part: button!.id, value: 'secondary' },
      { op: 'move', part: fields[1]!.id, direction: 'up' },
      { op: 'style', color: 'red-600', shadow: true },
    ];
    const edited = shaped(
      designAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design`, user.token, { edits })).body,
    ).data;
    expect(allCode(edited.files)).toContain('Join now');
    expect(allCode(edited.files)).not.toContain('Create account');
    expect(allCode(edited.files).toLowerCase()).toContain('#dc2626');
    expect(edited.validation.valid).toBe(true);
    const order = edited.parts.filter((part) => part.kind === 'field').map((part) => part.id);
    expect(order.slice(0, 2)).toEqual([fields[1]!.id, fields[0]!.id]);
    // The checklist is the description's, so a renamed button it asked for shows as not done.
    expect(edited.checklist.find((item) => item.label === 'Create account')?.met).toBe(false);

    // Undo is the list without its last edit: the answer as stored is never changed.
    const undone = shaped(
      designAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design`, user.token, { edits: edits.slice(0, 3) }))
        .body,
    ).data;
    expect(allCode(undone.files).toLowerCase()).not.toContain('#dc2626');
    expect((await eventsOf(user.id)).length).toBe(events);
    const stored = shaped(
      sessionAnswerSchema,
      (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
    ).data;
    expect(stored.messages).toHaveLength(2);
  });

  it('should keep the edits as the newest answer without a generation, and save it as a version', async () => {
    const user = await signup(ctx.app);
    const { path, sessionId } = await answered(ctx, user, SIGNUP);
    const events = (await eventsOf(user.id)).length;
    const parts = shaped(
      designAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design`, user.token, { edits: [] })).body,
    ).data.parts;
    const cancel = parts.find((part) => part.label === 'Cancel')!;
    const kept = await call(ctx.base, 'POST', `${path}/design/keep`, user.token, {
      edits: [{ op: 'remove', part: cancel.id }],
    });
    expect(kept.status).toBe(201);
    const message = shaped(designKeptAnswerSchema, kept.body).data;
    expect(message.type).toBe('ai');
    expect(message.content).toBe('Edited in design mode: Deleted “Cancel”.');
    expect(allCode(message.files)).not.toContain('Cancel');
    expect((await eventsOf(user.id)).length).toBe(events);

    const session = shaped(
      sessionAnswerSchema,
      (await call(ctx.base, 'GET', `/ai/copilot/sessions/${sessionId}`, user.token)).body,
    ).data;
    expect(session.messages.at(-1)?.id).toBe(message.id);

    const saved = await call(ctx.base, 'POST', '/components', user.token, {
      name: 'Edited signup',
      source: { kind: 'chat-message', id: message.id },
    });
    expect(saved.status).toBe(201);
    const component = shaped(componentAnswerSchema, saved.body).data;
    expect(allCode(component.current.files)).not.toContain('Cancel');

    // The kept answer is edited further like any engine answer: its model was stored with it.
    const further = await call(
      ctx.base,
      'POST',
      `/ai/copilot/sessions/${sessionId}/answers/${message.id}/design`,
      user.token,
      { edits: [] },
    );
    expect(shaped(designAnswerSchema, further.body).data.parts.map((p) => p.label)).not.toContain(
      'Cancel',
    );
  });

  it('should refuse an edit of a part that is gone, a move past the end, a free colour and an empty keep', async () => {
    const user = await signup(ctx.app);
    const { path } = await answered(ctx, user, SIGNUP);
    const parts = shaped(
      designAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design`, user.token, { edits: [] })).body,
    ).data.parts;
    const first = parts.find((part) => part.kind === 'field' && part.index === 0)!;
    const refused = [
      [
        { op: 'remove', part: first.id },
        { op: 'text', part: first.id, value: 'Again' },
      ],
      [{ op: 'move', part: first.id, direction: 'up' }],
      [{ op: 'style', color: '#ff0000' }],
      [{ op: 'style', color: 'nosuchramp-500' }],
      [{ op: 'replace-text', from: 'Name', nth: 0, value: 'Full name' }],
    ];
    for (const edits of refused) {
      const answer = await call(ctx.base, 'POST', `${path}/design`, user.token, { edits });
      expect(answer.status, JSON.stringify(edits)).toBe(400);
    }
    const empty = await call(ctx.base, 'POST', `${path}/design/keep`, user.token, { edits: [] });
    expect(empty.status).toBe(400);
  });

  it('should answer three distinct checked takes, and keep the one chosen', async () => {
    const user = await signup(ctx.app);
    const { path } = await answered(ctx, user, SIGNUP);
    const events = (await eventsOf(user.id)).length;
    const { takes } = shaped(
      variantsAnswerSchema,
      (await call(ctx.base, 'GET', `${path}/variants`, user.token)).body,
    ).data;
    expect(takes).toHaveLength(3);
    expect(new Set(takes.map((take) => allCode(take.files))).size).toBe(3);
    expect(new Set(takes.map((take) => take.label)).size).toBe(3);
    for (const take of takes) expect(take.validation.valid, take.label).toBe(true);

    const kept = shaped(
      designKeptAnswerSchema,
      (await call(ctx.base, 'POST', `${path}/design/keep`, user.token, { edits: takes[1]!.edits }))
        .body,
    ).data;
    expect(kept.files).toEqual(takes[1]!.files);
    const one = shaped(
      variantsAnswerSchema,
      (await call(ctx.base, 'GET', `${path}/variants?count=1`, user.token)).body,
    ).data;
    expect(one.takes).toHaveLength(1);
    expect((await eventsOf(user.id)).length).toBe(events);
  });

  it('should set out a card and a data table in three layouts, each checked and kept whole', async () => {
    const user = await signup(ctx.app);
    for (const description of [
      'a card showing an order with customer, total and status details and a Track button',
      'a data table of users with name, email and role, sortable and paginated with a filter',
    ]) {
      const { path } = await answered(ctx, user, description);
      const { takes } = shaped(
        variantsAnswerSchema,
        (await call(ctx.base, 'GET', `${path}/variants`, user.token)).body,
      ).data;
      expect(takes.map((take) => take.label.split(',')[0])).toEqual([
        'Stacked',
        'Split',
        'Card grid',
      ]);
      expect(takes.map((take) => take.edits)).toEqual(
        ['stacked', 'split', 'grid'].map((layout) => [
          expect.objectContaining({ op: 'style', layout }),
        ]),
      );
      for (const take of takes) {
        expect(take.validation.valid, take.label).toBe(true);
        expect(
          take.checklist.every((item) => item.met),
          take.label,
        ).toBe(true);
      }
      const kept = shaped(
        designKeptAnswerSchema,
        (
          await call(ctx.base, 'POST', `${path}/design/keep`, user.token, {
            edits: takes[2]!.edits,
          })
        ).body,
      ).data;
      expect(kept.files).toEqual(takes[2]!.files);
    }
  });

  it("should find another user's answer nowhere, nor an answer through another session", async () => {
    const owner = await signup(ctx.app);
    const other = await signup(ctx.app);
    const { path, answer } = await answered(ctx, owner, SIGNUP);
    const own = await answered(ctx, other, 'a contact form');
    const routes: [string, string, unknown][] = [
      ['POST', `${path}/design`, { edits: [] }],
      ['POST', `${path}/design/keep`, { edits: [{ op: 'style', radius: 'pill' }] }],
      ['GET', `${path}/variants`, undefined],
      [
        'POST',
        `/ai/copilot/sessions/${own.sessionId}/answers/${answer.messageId}/design`,
        { edits: [] },
      ],
    ];
    for (const [method, url, body] of routes) {
      const answer = await call(ctx.base, method, url, other.token, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
    }
    const anonymous = await call(ctx.base, 'POST', `${path}/design`, undefined, { edits: [] });
    expect(anonymous.status).toBe(401);
  });
});

describe('given files the caller holds (the editor) in design mode', () => {
  let ctx: AiTestApp;
  beforeAll(async () => {
    ctx = await startAiApp();
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
  });

  const files = [
    {
      path: 'greeting.component.html',
      language: 'html',
      type: 'template' as const,
      content: '<h2 class="title">Hello</h2>\n<button (click)="hello()">Say hello</button>\n',
    },
    {
      path: 'greeting.component.ts',
      language: 'typescript',
      type: 'component' as const,
      content: "// Hello is the greeting.\nexport const HELLO = 'Hello';\n",
    },
  ];

  it('should change the shown text where the markup writes it, and nothing else', async () => {
    const user = await signup(ctx.app);
    const answer = shaped(
      designTextAnswerSchema,
      (
        await call(ctx.base, 'POST', '/ai/design/text', user.token, {
          framework: 'angular',
          files,
          edit: { op: 'replace-text', from: 'Hello', nth: 0, value: 'Welcome <back>' },
        })
      ).body,
    ).data;
    expect(answer.changed).toBe('greeting.component.html');
    expect(answer.files[0]!.content).toBe(
      '<h2 class="title">Welcome &lt;back&gt;</h2>\n<button (click)="hello()">Say hello</button>\n',
    );
    expect(answer.files[1]).toEqual(files[1]);
  });

  it('should say so for a text the markup does not show, and refuse anyone signed out', async () => {
    const user = await signup(ctx.app);
    const body = {
      framework: 'angular',
      files,
      edit: { op: 'replace-text', from: 'HELLO', nth: 0, value: 'x' },
    };
    const missing = await call(ctx.base, 'POST', '/ai/design/text', user.token, body);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('could not be found');
    expect((await call(ctx.base, 'POST', '/ai/design/text', undefined, body)).status).toBe(401);
  });
});

describe("given a model provider's answer in design mode", () => {
  let fake: FakeOpenAi;
  let ctx: AiTestApp;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await startAiApp({ ...fakeProviderEnv(fake.baseUrl), AI_MAX_RETRIES: '0' });
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('should change only the picked text in the markup, and offer no parts or variants', async () => {
    const user = await signup(ctx.app);
    fake.enqueue({ content: angularAnswer() });
    const { path, answer } = await answered(ctx, user, 'a person card with a "Details" button');
    const edited = shaped(
      designAnswerSchema,
      (
        await call(ctx.base, 'POST', `${path}/design`, user.token, {
          edits: [{ op: 'replace-text', from: 'Details', nth: 0, value: 'More <about>' }],
        })
      ).body,
    ).data;
    expect(edited.mode).toBe('text');
    expect(edited.layouts).toEqual([]);
    expect(edited.parts).toEqual([]);
    const template = (files: { path: string; content: string }[]) =>
      files.find((file) => file.path.endsWith('.html'))!.content;
    expect(template(edited.files)).toBe(
      template(answer.files).replace('>Details<', '>More &lt;about&gt;<'),
    );
    for (const file of edited.files.filter((file) => !file.path.endsWith('.html')))
      expect(file).toEqual(answer.files.find((original) => original.path === file.path));

    const missing = await call(ctx.base, 'POST', `${path}/design`, user.token, {
      edits: [{ op: 'replace-text', from: 'Nowhere to be seen', nth: 0, value: 'x' }],
    });
    expect(missing.status).toBe(400);
    const part = await call(ctx.base, 'POST', `${path}/design`, user.token, {
      edits: [{ op: 'remove', part: 'action:0' }],
    });
    expect(part.status).toBe(400);
    expect((await call(ctx.base, 'GET', `${path}/variants`, user.token)).status).toBe(400);
  });
});
