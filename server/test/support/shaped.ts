import { expect } from 'vitest';
import type { z } from 'zod';

/** An answer's body read through its contract schema: a body of another shape fails the test, saying how. */
export const shaped = <T extends z.ZodType>(schema: T, body: unknown): z.infer<T> => {
  const result = schema.safeParse(body);
  if (!result.success)
    expect.fail(
      `answer does not match the contract: ${result.error.message}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
  return result.data;
};
