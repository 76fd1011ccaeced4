import { asServerUser, binaryFolders, clusterSettings, findServerFolder, serverUrl } from './postgres.mjs';

// The pure parts of the test cluster (decision 57); starting one is proven by `npm test`'s PostgreSQL run.
describe('the test PostgreSQL', () => {
  it('looks in PATH, then /usr/local/bin, then Debian’s folders from the newest version down', () => {
    expect(binaryFolders('/opt/pg/bin:/usr/bin', ['13', 'extension', '16', '9.6'])).toEqual([
      '/opt/pg/bin',
      '/usr/bin',
      '/usr/local/bin',
      '/usr/lib/postgresql/16/bin',
      '/usr/lib/postgresql/13/bin',
      '/usr/lib/postgresql/9.6/bin',
    ]);
    expect(binaryFolders(undefined, [])).toEqual(['/usr/local/bin']);
  });

  it('takes the first folder that has pg_ctl, initdb and postgres all three', () => {
    const files = new Set(['/a/pg_ctl', '/a/postgres', '/b/pg_ctl', '/b/initdb', '/b/postgres']);
    expect(findServerFolder(['/a', '/b'], (f) => files.has(f))).toBe('/b');
    expect(findServerFolder(['/a'], (f) => files.has(f))).toBeUndefined();
  });

  it('listens on loopback only, keeps its socket in its folder and gives up durability for speed', () => {
    expect(clusterSettings({ dir: "/tmp/it's", port: 54329 })).toEqual({
      listen_addresses: "'127.0.0.1'",
      port: '54329',
      unix_socket_directories: "'/tmp/it''s'",
      max_connections: '200',
      fsync: 'off',
      synchronous_commit: 'off',
      full_page_writes: 'off',
    });
  });

  it('names a database by URL', () => {
    expect(serverUrl(54329)).toBe('postgresql://postgres@127.0.0.1:54329/postgres');
    expect(serverUrl(54329, 'tpl x')).toBe('postgresql://postgres@127.0.0.1:54329/tpl%20x');
  });

  it('runs the server as its own user when started by root (initdb refuses root)', () => {
    expect(asServerUser(0, '/pg/initdb', ['-D', 'd'])).toEqual([
      'runuser',
      ['-u', 'postgres', '--', '/pg/initdb', '-D', 'd'],
    ]);
    expect(asServerUser(1000, '/pg/initdb', ['-D', 'd'])).toEqual(['/pg/initdb', ['-D', 'd']]);
  });
});
