import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/**
 * The order in which a group's projects hand out their files. Vitest's own sorts projects by
 * name, so the postgres project came last; its files spend their time waiting on servers,
 * replicas and ingestion clocks, and started last, they left the other workers idle at the end
 * of the group (a replica test alone waits about 25 s).
 */
const PROJECTS_FIRST_TO_LAST = ['postgres', 'node', 'dom', 'e2e'];

/** The server-only files of the postgres project, which wait on clusters of processes the longest. */
const SERVER_ONLY = /\.postgres\.test\.ts$/;

const projectRank = (file: TestSpecification) => PROJECTS_FIRST_TO_LAST.indexOf(file.project.name);

/**
 * Vitest's order (groups in turn; a project's failed files, then its longest or largest first),
 * with the files that mostly wait started before those that keep the cores busy. Vitest's
 * sequencer is loaded when sorting: the build reads this project's configuration too.
 */
export default class WaitingFilesFirst implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  private async vitestOrder() {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.vitest);
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.vitestOrder()).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.vitestOrder()).sort(files);
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        projectRank(a) - projectRank(b) ||
        Number(SERVER_ONLY.test(b.moduleId)) - Number(SERVER_ONLY.test(a.moduleId)),
    );
  }
}
