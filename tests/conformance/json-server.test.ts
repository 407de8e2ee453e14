import { createJsonServerRepository } from '../../adapters/json-server/create-json-server-repository';
import { buildDataset } from '../support/builders';
import { startJsonServer } from '../support/json-server-process';
import { runRepositoryConformance } from './repository-conformance';

// json-server runs as a real process on a free loopback port.
runRepositoryConformance('json-server (REST process)', async () => {
  const server = await startJsonServer(buildDataset());
  const repository = createJsonServerRepository({ baseUrl: server.url, imagesBase: '/images', seed: buildDataset });
  return { repository, dispose: () => server.stop() };
});
