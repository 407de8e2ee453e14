import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Repository } from '../../src/data/repository';
import { buildDataset } from '../support/builders';
import { registerContentConformance } from './content-conformance';
import { registerStructureConformance } from './structure-conformance';
import { registerSubmissionConformance } from './submission-conformance';

export type ConformanceTarget = { repository: Repository; dispose(): Promise<void> };

/**
 * One suite, run unchanged against every adapter (same test names for all). Each test starts from buildDataset()
 * imported into the store, so dataset.import is exercised before every test.
 */
export function runRepositoryConformance(label: string, connect: () => Promise<ConformanceTarget>) {
  describe(`Repository conformance: ${label}`, () => {
    let target: ConformanceTarget | undefined;
    const repo = () => {
      if (!target) throw new Error('the repository under test is not connected');
      return target.repository;
    };

    beforeAll(async () => {
      target = await connect();
    });
    afterAll(async () => {
      await target?.dispose();
    });
    beforeEach(async () => {
      await repo().dataset.import(buildDataset());
    });

    registerStructureConformance(repo);
    registerContentConformance(repo);
    registerSubmissionConformance(repo);
  });
}
