import { REMOTES_CONFIG_ID } from 'shared-contracts';
import type * as remotesConfig from './remotes-config';

/** A fresh copy of the module: it reads the config once per page. */
function freshModule() {
  let module: typeof remotesConfig | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    module = require('./remotes-config') as typeof remotesConfig;
  });
  return module!;
}

const served = { remotes: { mfe_catalog: 'https://cdn.example/catalog/mf-manifest.json' } };

describe('fetchRemotesConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('boots with the config the page was served with, without asking again', async () => {
    document.body.innerHTML = `<script type="application/json" id="${REMOTES_CONFIG_ID}">${JSON.stringify(served)}</script>`;
    const { fetchRemotesConfig } = freshModule();
    await expect(fetchRemotesConfig()).resolves.toEqual(served);
    await expect(fetchRemotesConfig()).resolves.toEqual(served);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks /remotes.json once when the page carries none, or none that parses', async () => {
    fetchMock.mockResolvedValue({ ok: true, json: async () => served });
    document.body.innerHTML = `<script type="application/json" id="${REMOTES_CONFIG_ID}">{"remotes":</script>`;
    const { fetchRemotesConfig } = freshModule();
    await expect(fetchRemotesConfig()).resolves.toEqual(served);
    await fetchRemotesConfig();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('fails with the status when /remotes.json refuses', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 503 });
    await expect(freshModule().fetchRemotesConfig()).rejects.toThrow('remotes.json answered 503');
  });
});
