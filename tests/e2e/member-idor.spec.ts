import { expect, test } from './fixtures';
import { API, memberToken } from './pages/orders';

// member data only to its owner. Another member's saved passenger, contact, address,
// beneficiary and invoice title are 404 through the BFF for the demo member (airline-api's own tests check
// it there), and stay as they were. The other member is airline-api's seeded plain member.

const PLAIN = { phone: '13900139000', password: 'Skylark2026' };
const unique = () => String(Date.now()).slice(-8);

test("another member's address-book entries and saved passenger are not found through the BFF", async ({
  memberPage: page,
  request,
  baseURL,
}) => {
  const token = await memberToken(request, PLAIN.phone, PLAIN.password);
  const asPlain = (path: string, data: unknown) =>
    request.post(`${API()}${path}`, { data, headers: { 'x-member-token': token } });
  const n = unique();
  const entries = {
    contacts: { name: 'Other Member', areaCode: '86', mobile: `137${n}`, email: '' },
    addresses: {
      recipient: 'Other Member',
      areaCode: '86',
      phone: `137${n}`,
      provinceCode: '440000',
      cityCode: '440100',
      districtCode: '440104',
      province: '',
      city: '',
      district: '',
      address: `Other street ${n}`,
      zip: '510000',
    },
    beneficiaries: {
      surname: 'OTHER',
      givenName: 'MEMBER',
      gender: 'F',
      birthday: '1990-02-02',
      certificateType: 'PP',
      certificateNumber: `G${n}`,
      certificateValidity: '2034-01-01',
      mobile: `137${n}`,
    },
    'invoice-headers': {
      type: 'PERSONAL',
      title: `Other ${n}`,
      taxpayerId: '',
      address: '',
      phone: '',
      bank: '',
      account: '',
    },
  } as const;

  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: baseURL!, 'x-sf-locale': 'en-US' } });
  for (const [kind, data] of Object.entries(entries)) {
    const added = await asPlain(`/member/api/member/b2c/book/${kind}/add`, { data });
    const body = (await added.json()) as { code: string; data: { id: string } };
    expect(body.code, JSON.stringify(body)).toBe('0');
    const id = body.data.id;
    for (const [path, input] of [
      [`/api/member/book/${kind}/update`, { id, data }],
      [`/api/member/book/${kind}/delete`, { id }],
    ] as const) {
      const res = await post(path, input);
      expect({ path, status: res.status() }).toEqual({ path, status: 404 });
      expect(((await res.json()) as { code: string }).code).toBe('2000404');
    }
    const list = (await (
      await request.get(`${API()}/member/api/member/b2c/book/${kind}`, { headers: { 'x-member-token': token } })
    ).json()) as { data: { list: { id: string }[] } };
    expect(list.data.list.map((e) => e.id)).toContain(id);
  }

  const passenger = {
    surname: 'OTHER',
    givenName: 'PASSENGER',
    gender: 'M',
    birthday: '1985-05-05',
    nationality: 'CN',
    certificateType: 'PP',
    certificateNumber: `E${n}`,
    certificateValidity: '2034-01-01',
    areaCode: '86',
    mobile: `137${n}`,
  };
  const saved = (await (await asPlain('/member/api/member/b2c/passengers/add', passenger)).json()) as {
    code: string;
    data: { passengerId: string };
  };
  expect(saved.code).toBe('0');
  const passengerId = saved.data.passengerId;
  for (const [path, input] of [
    ['/api/member/passengers/update', { ...passenger, passengerId }],
    ['/api/member/passengers/delete', { passengerId }],
    ['/api/member/passengers/batch-delete', { passengerIds: [passengerId] }],
  ] as const) {
    const res = await post(path, input);
    expect({ path, status: res.status() }).toEqual({ path, status: 404 });
  }
});
