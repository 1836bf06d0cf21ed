import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSettings } from '../src/db/schema/index';
import { AI_SETTINGS_ROW, settingsRowOf } from '../src/ai/settings-row';
import { createTestDatabase, type TestDatabase } from './support/database';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.dispose();
});

const setLength = (maxPromptLength: number) =>
  settingsRowOf(test.database).write((db) =>
    db
      .insert(aiSettings)
      .values({ id: AI_SETTINGS_ROW, maxPromptLength })
      .onConflictDoUpdate({ target: aiSettings.id, set: { maxPromptLength } }),
  );

describe('given the AI settings row of a database', () => {
  it('should be one source per database, read by everyone who asks for it', () => {
    expect(settingsRowOf(test.database)).toBe(settingsRowOf(test.database));
  });

  it('should read nothing before the row was ever set, then every committed write', async () => {
    const row = settingsRowOf(test.database);
    expect(await row.read()).toBeUndefined();
    await setLength(500);
    expect((await row.read())?.maxPromptLength).toBe(500);
    await setLength(700);
    expect((await row.read())?.maxPromptLength).toBe(700);
  });

  it('should never keep a read that overlapped a write', async () => {
    const row = settingsRowOf(test.database);
    await setLength(100);
    // A read asked for while a write is under way may see either value; the reads after see the write.
    const during = Promise.all([row.read(), setLength(200), row.read()]);
    const [first, , second] = await during;
    expect([100, 200]).toContain(first?.maxPromptLength);
    expect([100, 200]).toContain(second?.maxPromptLength);
    expect((await row.read())?.maxPromptLength).toBe(200);
    expect((await row.read())?.maxPromptLength).toBe(200);
  });

  it('should keep the row in memory on PGlite, whose only client is this process, and read it again on PostgreSQL, where other instances write', async () => {
    const row = settingsRowOf(test.database);
    expect((await row.read())?.maxPromptLength).toBe(200);
    // A change made behind the source's back, as another server instance would make it.
    await test.database.db.execute(sql`update ai_settings set max_prompt_length = 300`);
    const reads = await Promise.all(Array.from({ length: 5 }, () => row.read()));
    const seen = test.database.driver === 'pglite' ? 200 : 300;
    expect(reads.map((read) => read?.maxPromptLength)).toEqual(Array(5).fill(seen));
  });
});
