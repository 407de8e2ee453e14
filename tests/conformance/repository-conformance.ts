import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Repository } from '../../src/data/repository';
import type { Dataset } from '../../src/domain/dataset';
import { buildDataset } from '../support/builders';
import { FULL_CAPABILITIES, type ConformanceCapabilities } from './conformance-capabilities';
import { registerContentConformance } from './content-conformance';
import { registerStructureConformance } from './structure-conformance';
import { registerSubmissionConformance } from './submission-conformance';
import { registerVersionConformance } from './version-conformance';

export type ConformanceTarget = {
  repository: Repository;
  dispose(): Promise<void>;
  /** Puts a dataset in place before each test; by default repository.dataset.import (a server without it does it behind). */
  reset?(dataset: Dataset): Promise<void>;
};

/**
 * One suite, run unchanged against every adapter (same test names for all that offer the same capabilities). Each
 * test starts from buildDataset() imported into the store, so dataset.import is exercised before every test (a strict
 * server has no import endpoint: its target resets the store behind it).
 */
export function runRepositoryConformance(
  label: string,
  connect: () => Promise<ConformanceTarget>,
  capabilities: ConformanceCapabilities = FULL_CAPABILITIES,
) {
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
      if (target?.reset) await target.reset(buildDataset());
      else await repo().dataset.import(buildDataset());
    });

    registerStructureConformance(repo, capabilities);
    registerContentConformance(repo);
    registerSubmissionConformance(repo, capabilities);
    registerVersionConformance(repo);
  });
}
