/**
 * The CMS-managed page /conentManger/index (spec §2 Flight and ticket services; decision 74): STATIC item
 * `contentManager`, the travel information centre editors keep up to date with `npm run ops -- cms publish`. Its
 * links lead to the content pages; those to pages not built yet (certificates) are dropped by the web until they
 * are (lib/domain/site-destinations.ts), and the Chinese one also names the zh-CN only pages.
 */
// prettier-ignore
export const CONTENT_MANAGER_PAGE = {
  zh: {
    title: '出行信息中心',
    summary: '新闻公告、帮助中心、出行指南和服务规定，一页找到。',
    html: '<p>出行前需要了解的信息都在这里，内容由云雀航空持续更新。</p>'
      + '<h2>新闻与公告</h2><ul><li><a href="/zh-CN/news/newList">新闻中心</a>：云雀航空最新动态。</li><li><a href="/zh-CN/notice/noticeList">公告</a>：航班运行和服务调整。</li><li><a href="/zh-CN/bidding/biddingList">招标公告</a>与<a href="/zh-CN/bidWinning/bidWinningList">中标公示</a>。</li></ul>'
      + '<h2>帮助与指南</h2><ul><li><a href="/zh-CN/helpCenter/1">帮助中心</a>：购票、值机和行李的常见问题。</li><li><a href="/zh-CN/ancillary/guide">自助服务指南</a>：改期、退票和加购服务的步骤。</li><li><a href="/zh-CN/travelArticle/list">旅行文章</a>：目的地玩法推荐。</li><li><a href="/zh-CN/firstService/index">首乘服务</a>：第一次乘机的步骤。</li></ul>'
      + '<h2>服务规定</h2><ul><li><a href="/zh-CN/static/passengerNotice">旅客须知</a></li><li><a href="/zh-CN/static/refundRules">退改签规则</a></li><li><a href="/zh-CN/agreement/index">协议与说明</a></li><li><a href="/zh-CN/irregularFlightCertify">航班不正常证明</a>与<a href="/zh-CN/airTravelCertify">乘机证明</a>：在线开具。</li></ul>',
  },
  en: {
    title: 'Travel information centre',
    summary: 'News, notices, the help centre, guides and rules, all on one page.',
    html: '<p>Everything to know before you fly, kept up to date by Skylark Airlines.</p>'
      + '<h2>News and notices</h2><ul><li><a href="/en-US/news/newList">News</a>: the latest from Skylark.</li><li><a href="/en-US/notice/noticeList">Notices</a>: operations and service changes.</li><li><a href="/en-US/bidding/biddingList">Tenders</a> and <a href="/en-US/bidWinning/bidWinningList">awards</a>.</li></ul>'
      + '<h2>Help and guides</h2><ul><li><a href="/en-US/helpCenter/1">Help centre</a>: booking, check-in and baggage questions.</li><li><a href="/en-US/ancillary/guide">Self-service guides</a>: changing, refunding and adding services step by step.</li></ul>'
      + '<h2>Rules</h2><ul><li><a href="/en-US/static/passengerNotice">Passenger notice</a></li><li><a href="/en-US/static/refundRules">Refund and change rules</a></li><li><a href="/en-US/agreement/index">Agreements</a></li><li><a href="/en-US/irregularFlightCertify">Irregular flight certificates</a> and <a href="/en-US/airTravelCertify">travel certificates</a>, online.</li></ul>',
  },
};
