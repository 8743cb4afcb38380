import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app';
import { memoryIo } from '../../test/cli-io';
import { appDepsWithoutDatabase } from '../../test/fakes';
import { runCli } from '../run-cli';

describe('cairn health', () => {
  let app: ReturnType<typeof buildApp>;
  let url: string;
  beforeAll(async () => {
    app = buildApp(appDepsWithoutDatabase());
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());

  it('prints the health JSON of the server at CAIRN_URL and exits 0 when ok', async () => {
    const { io, stdout } = memoryIo({ env: { CAIRN_URL: `${url}/` } });
    expect(await runCli(['health'], io)).toBe(0);
    expect(JSON.parse(stdout())).toMatchObject({ status: 'ok', database: { ok: true }, jobs: { ok: true } });
  });

  it('exits 1 with a clear message when no server answers', async () => {
    const port = await closedPort();
    const { io, stderr } = memoryIo({ env: { CAIRN_URL: `http://127.0.0.1:${port}` } });
    expect(await runCli(['health'], io)).toBe(1);
    expect(stderr()).toMatch(
      new RegExp(`Cannot reach the Cairn server at http://127\\.0\\.0\\.1:${port}: .*ECONNREFUSED`),
    );
  });
});

/** A port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
