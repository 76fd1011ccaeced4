import { pageNameOf } from './page-name';

const LOCALES = ['zh-CN', 'en-US'];

describe('pageNameOf (the login prompt names the page it leads to)', () => {
  it.each([
    ['/zh-CN/member/index', 'memberCentre'],
    ['/en-US/member/main', 'memberCentre'],
    ['/en-US/member', 'memberCentre'],
    ['/zh-CN/member/account/myInformation', 'myInformation'],
    ['/zh-CN/member/security/security', 'security'],
    ['/zh-CN/member/order?tab=paid', 'myOrders'],
    ['/en-US/member/ticketorderdetail/SK123456', 'orderDetail'],
    ['/zh-CN/member/wallet', 'myWallet'],
    ['/en-US/member/wallet/wallet?months=2&kind=REFUND', 'myWallet'],
    ['/zh-CN/member/coupons/', 'memberCentre'],
    ['/zh-CN/member/passengers', 'passengers'],
    ['/en-US/member/contacts', 'contacts'],
    ['/en-US/member/address', 'addresses'],
    ['/zh-CN/member/beneficiary', 'beneficiaries'],
    ['/zh-CN/member/eHeader/index', 'invoiceTitles'],
    ['/en-US/member/myCollect', 'myCollect'],
    ['/en-US/member/faq', 'faq'],
    ['/zh-CN/member/documentDownload', 'documentDownload'],
    ['/zh-CN/member/security/certificate/status', 'security'],
    ['/zh-CN/book/confirm?x=1', 'booking'],
    ['/en-US', 'home'],
    ['/en-US/', 'home'],
  ])('%s → %s', (path, key) => {
    expect(pageNameOf(path, LOCALES)).toBe(key);
  });

  it.each(['/zh-CN/news/newList', '/fr-FR/member/index', 'member/index', '', '/zh-CN/memberx'])(
    '%p has no name the prompt can show',
    (path) => {
      expect(pageNameOf(path, LOCALES)).toBeNull();
    },
  );
});
