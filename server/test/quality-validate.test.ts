import { errorEnvelopeSchema, validateAnswerSchema } from '@kiln/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createValidator } from '../src/quality/validator';
import {
  bearer,
  createTestApp,
  parseAnswer,
  signup,
  type SignedUp,
  type TestApp,
} from './support/app';

const LOGIN_TS = `import { Component, inject } from '@angular/core';
import { FormBuilder, ReactiveFormsModule, Validators } from '@angular/forms';

@Component({
  selector: 'app-login-form',
  imports: [ReactiveFormsModule],
  templateUrl: './login-form.component.html',
})
export class LoginFormComponent {
  private readonly fb = inject(FormBuilder);
  readonly form = this.fb.nonNullable.group({
    email: ['', [Validators.required, Validators.email]],
  });
}
`;
const LOGIN_HTML = `<form [formGroup]="form"><label for="email">E-mail</label><input id="email" formControlName="email" /></form>\n`;

const loginFiles = [
  { path: 'login-form.component.ts', content: LOGIN_TS, type: 'component', language: 'typescript' },
  { path: 'login-form.component.html', content: LOGIN_HTML, type: 'template', language: 'html' },
];

describe('POST /api/ai/validate', () => {
  let ctx: TestApp;
  let ada: SignedUp;

  const validate = (body: unknown, token: string | undefined = ada.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ai/validate',
      headers: token ? bearer(token) : {},
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    ada = await signup(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers 401 without a signed-in user', async () => {
    const response = await validate({ framework: 'angular', files: loginFiles }, '');
    expect(response.statusCode).toBe(401);
    parseAnswer(errorEnvelopeSchema, response.body);
  });

  it('answers a clean Angular component with no diagnostics and its hash', async () => {
    const response = await validate({ framework: 'angular', files: loginFiles });
    expect(response.statusCode).toBe(200);
    const { data } = parseAnswer(validateAnswerSchema, response.body);
    expect(data.diagnostics).toEqual([]);
    expect(data.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same files again from the cache, in any order, without a worker task', async () => {
    const first = parseAnswer(
      validateAnswerSchema,
      (await validate({ framework: 'angular', files: loginFiles })).body,
    );
    const completed = ctx.app.ctx.workers.status().completed;
    const again = await validate({ framework: 'angular', files: [...loginFiles].reverse() });
    expect(again.statusCode).toBe(200);
    expect(parseAnswer(validateAnswerSchema, again.body).data).toEqual(first.data);
    expect(ctx.app.ctx.workers.status().completed).toBe(completed);
  });

  it('reports a type error and a template error with file, line and source', async () => {
    const broken = [
      {
        ...loginFiles[0],
        content: LOGIN_TS.replace("email: ['',", 'email: [missingValue,'),
      },
      {
        ...loginFiles[1],
        content: '<form [formGroup]="form"><input formControlName="email"></div>\n',
      },
    ];
    const response = await validate({ framework: 'angular', files: broken });
    expect(response.statusCode).toBe(200);
    const { data } = parseAnswer(validateAnswerSchema, response.body);
    const typeError = data.diagnostics.find((d) => d.source === 'typescript');
    expect(typeError).toMatchObject({
      file: 'login-form.component.ts',
      line: 12,
      severity: 'error',
    });
    expect(typeError?.message).toContain('missingValue');
    expect(
      data.diagnostics.some(
        (d) => d.source === 'angular' && d.file === 'login-form.component.html',
      ),
    ).toBe(true);
  });

  it('keys the cache by framework too', async () => {
    const angular = parseAnswer(
      validateAnswerSchema,
      (await validate({ framework: 'angular', files: loginFiles })).body,
    );
    const react = parseAnswer(
      validateAnswerSchema,
      (await validate({ framework: 'react', files: loginFiles })).body,
    );
    expect(react.data.hash).not.toBe(angular.data.hash);
  });

  it('refuses bodies without files, with too many files or an unknown framework', async () => {
    for (const body of [
      { framework: 'angular', files: [] },
      {
        framework: 'angular',
        files: Array.from({ length: 21 }, (_, index) => ({
          ...loginFiles[1],
          path: `f${index}.html`,
        })),
      },
      { framework: 'vue', files: loginFiles },
    ]) {
      const response = await validate(body);
      expect(response.statusCode).toBe(400);
      expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('the validator', () => {
  it('runs one worker task for concurrent requests of the same files', async () => {
    let tasks = 0;
    const validator = createValidator({
      workers: {
        validate: async () => {
          tasks += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return [];
        },
      },
    });
    const files = [{ path: 'a.component.html', content: '<p>a</p>' }];
    const answers = await Promise.all([
      validator.validate('angular', files),
      validator.validate('angular', files),
    ]);
    expect(tasks).toBe(1);
    expect(answers[0].hash).toBe(answers[1].hash);
    expect((await validator.validate('angular', files)).cached).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl || process.env.KILN_TEST_DATABASE !== 'pglite')(
  'the validator with Redis',
  () => {
    it('shares results between instances', async () => {
      const redis = new Redis(redisUrl ?? '');
      const prefix = `kiln-test-${Date.now().toString(36)}:`;
      try {
        let tasks = 0;
        const workers = {
          validate: () => {
            tasks += 1;
            return Promise.resolve([
              {
                file: 'a.ts',
                line: 1,
                column: 1,
                message: 'x',
                severity: 'error' as const,
                source: 'typescript' as const,
              },
            ]);
          },
        };
        const files = [{ path: 'a.ts', content: 'const x: number = "x";' }];
        const first = createValidator({ workers, redis, redisKeyPrefix: prefix });
        const second = createValidator({ workers, redis, redisKeyPrefix: prefix });
        await first.validate('angular', files);
        const shared = await second.validate('angular', files);
        expect(tasks).toBe(1);
        expect(shared.cached).toBe(true);
        expect(shared.diagnostics).toHaveLength(1);
      } finally {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
        await redis.quit();
      }
    });
  },
);

describe('POST /api/ai/validate with an overloaded pool', () => {
  it(
    'answers 503 SERVER_BUSY, retryable, when the task overruns its deadline',
    {
      // The thread is warmed before the task's deadline starts: seconds on a busy machine.
      timeout: 120_000,
    },
    async () => {
      // No validation finishes within 1 ms, so the task always overruns.
      const ctx = await createTestApp({
        workers: { threads: 1, queueLimit: 4, queueWaitMs: 60_000, taskDeadlineMs: 1 },
      });
      try {
        const ada = await signup(ctx.app);
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/ai/validate',
          headers: bearer(ada.token),
          payload: { framework: 'angular', files: loginFiles },
        });
        expect(response.statusCode).toBe(503);
        expect(parseAnswer(errorEnvelopeSchema, response.body).error.code).toBe('SERVER_BUSY');
      } finally {
        await ctx.close();
      }
    },
  );
});
