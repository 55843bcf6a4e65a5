import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeOnce } from './seeded-catalogues';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'make-once-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('makeOnce (a catalogue seeded once a run)', () => {
  it('makes a file once for callers that ask at the same time, each finding it whole', async () => {
    const path = join(folder, 'catalogue.tar');
    let made = 0;
    const make = async (partial: string) => {
      made += 1;
      await writeFile(partial, 'half');
      await sleep(300);
      await writeFile(partial, 'whole');
    };
    const found = await Promise.all(
      [1, 2, 3].map(async () => {
        await makeOnce(path, make);
        return readFile(path, 'utf8');
      }),
    );
    expect(made).toBe(1);
    expect(found).toEqual(['whole', 'whole', 'whole']);
    expect(await readdir(folder)).toEqual(['catalogue.tar']);
  });

  it('lets go of its lock when making fails, and the next caller makes it anew', async () => {
    const path = join(folder, 'catalogue.tar');
    await expect(
      makeOnce(path, async (partial) => {
        await writeFile(partial, 'half');
        throw new Error('seeding failed');
      }),
    ).rejects.toThrow('seeding failed');
    // Neither the lock nor a whole catalogue is left; only the half-made one, which the next maker clears.
    expect(await readdir(folder)).toEqual(['catalogue.tar.partial']);
    await makeOnce(path, (partial) => writeFile(partial, 'whole'));
    expect(await readFile(path, 'utf8')).toBe('whole');
  });
});
