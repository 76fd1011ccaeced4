import { ASSETS_CACHE, forgetOfflinePasses, PAGES_CACHE, PASS_OWNER_COOKIE, passOwner } from './offline-pass';

// Issue 29 §5, decision 56: the boarding pass kept offline belongs to this browser's visitor and goes at logout.
describe('the owner of a kept boarding pass', () => {
  const deleted: string[] = [];
  beforeEach(() => {
    deleted.length = 0;
    document.cookie = `${PASS_OWNER_COOKIE}=; Max-Age=0; Path=/`;
    Object.assign(globalThis, {
      caches: {
        keys: async () => [PAGES_CACHE, 'boarding-pass-pages-v1', ASSETS_CACHE, 'someone-else'],
        delete: async (name: string) => deleted.push(name),
      },
    });
  });

  it('is made once per browser and kept in a cookie the worker can read', () => {
    const id = passOwner();
    expect(id).toMatch(/^[\w-]{16,64}$/);
    expect(passOwner()).toBe(id);
    expect(document.cookie).toContain(`${PASS_OWNER_COOKIE}=${id}`);
  });

  it('at logout: the kept pages of every version are deleted, the static files stay, the owner is forgotten', async () => {
    const before = passOwner();
    await forgetOfflinePasses();
    expect(deleted).toEqual([PAGES_CACHE, 'boarding-pass-pages-v1']);
    expect(document.cookie).not.toContain(PASS_OWNER_COOKIE);
    expect(passOwner()).not.toBe(before);
  });
});
