import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  OauthAuthorizeQuerySchema,
  ThirdPartyProviderSchema,
  UpstreamPath,
  type ThirdPartyProvider,
} from '@/lib/contract';
import { createGrant } from '../account/grants';
import { sha256 } from '../account/secrets';
import { redirectAllowed } from '../browser-redirects';
import { thirdPartyIdentity } from '../db/schema';
import type { Services } from '../services';
import { both, esc, sendPage } from './html';

const CODE_MS = 5 * 60_000;
const NAMES: Record<ThirdPartyProvider, [string, string]> = {
  WECHAT: ['微信', 'WeChat'],
  QQ: ['QQ', 'QQ'],
  WEIBO: ['微博', 'Weibo'],
  ALIPAY: ['支付宝', 'Alipay'],
};
const providerOf = (param: string) => ThirdPartyProviderSchema.safeParse(param.toUpperCase());

const DecisionSchema = OauthAuthorizeQuerySchema.extend({
  decision: z.enum(['allow', 'deny']),
  identity: z.string().max(80).optional(),
  typed: z.string().trim().max(32).optional(),
  malformed: z.literal('1').optional(),
});

function refuse(reply: FastifyReply, status: number) {
  return sendPage(
    reply,
    status,
    'Sandbox OAuth',
    `<h1 role="alert">${both('请求无效', 'Invalid request')}</h1><p>${both('redirect_uri 不在允许范围内，或参数有误。', 'The redirect_uri is not allowed or a parameter is wrong.')}</p>`,
  );
}

/** The authorise pages of the four providers: pick a test identity (or type one), authorise or cancel. */
export function registerOauthPages(app: FastifyInstance, s: Services): void {
  app.get<{ Params: { provider: string } }>(UpstreamPath.sandboxOauthAuthorize, async (req, reply) => {
    const provider = providerOf(req.params.provider);
    const query = OauthAuthorizeQuerySchema.safeParse(req.query);
    if (!provider.success || !query.success || !redirectAllowed(s, query.data.redirect_uri)) return refuse(reply, 400);
    const [zh, en] = NAMES[provider.data];
    const identities = await s.db
      .select()
      .from(thirdPartyIdentity)
      .where(eq(thirdPartyIdentity.provider, provider.data))
      .orderBy(thirdPartyIdentity.openId)
      .limit(20);
    const radios = identities
      .map(
        (i, n) =>
          `<label><input type="radio" name="identity" value="${esc(i.openId)}"${n === 0 ? ' checked' : ''}> ${esc(i.nickname)} <small>(${esc(i.openId)}${i.memberId ? ', 已绑定 <span lang="en">bound</span>' : ''})</small></label>`,
      )
      .join('');
    const malformed =
      provider.data === 'QQ'
        ? `<label><input type="checkbox" name="malformed" value="1"> ${both('返回无法解析的资料', 'Return a malformed profile')}</label>`
        : '';
    const body = `<h1>${both(`${zh}授权登录`, `Sign in with ${en}`)}</h1>
<p>${both('云雀航空申请使用你的账号信息登录。', 'Skylark Airlines asks to sign you in with your account.')}</p>
<form method="post" action="${esc(req.url.split('?')[0] ?? '')}">
<input type="hidden" name="redirect_uri" value="${esc(query.data.redirect_uri)}"><input type="hidden" name="state" value="${esc(query.data.state)}">
<fieldset><legend>${both('选择测试身份', 'Choose a test identity')}</legend>${radios}
<label for="typed">${both('或输入其他身份名称（优先）', 'Or type another identity name (takes precedence)')}</label><input type="text" id="typed" name="typed" maxlength="32" autocomplete="off"></fieldset>
${malformed}
<div class="actions"><button class="primary" type="submit" name="decision" value="allow">${both('授权', 'Authorise')}</button>
<button class="secondary" type="submit" name="decision" value="deny">${both('取消', 'Cancel')}</button></div></form>`;
    return sendPage(reply, 200, `${zh} ${en} sandbox`, body);
  });

  app.post<{ Params: { provider: string } }>(UpstreamPath.sandboxOauthAuthorize, async (req, reply) => {
    const provider = providerOf(req.params.provider);
    const form = DecisionSchema.safeParse(req.body);
    if (!provider.success || !form.success || !redirectAllowed(s, form.data.redirect_uri)) return refuse(reply, 400);
    const back = new URL(form.data.redirect_uri);
    back.searchParams.set('state', form.data.state);
    if (form.data.decision === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 303);
    }
    let openId = form.data.identity ?? '';
    if (form.data.typed) {
      openId = `${provider.data.toLowerCase()}_u_${sha256(form.data.typed).slice(0, 16)}`;
      await s.db
        .insert(thirdPartyIdentity)
        .values({ provider: provider.data, openId, nickname: form.data.typed })
        .onConflictDoNothing();
    }
    const [identity] = await s.db
      .select()
      .from(thirdPartyIdentity)
      .where(and(eq(thirdPartyIdentity.provider, provider.data), eq(thirdPartyIdentity.openId, openId)));
    if (!identity) return refuse(reply, 400);
    const code = await createGrant(s, 'OAUTH_CODE', CODE_MS, {
      provider: provider.data,
      openId,
      malformed: provider.data === 'QQ' && form.data.malformed === '1',
    });
    back.searchParams.set('code', code.secret);
    return reply.redirect(back.toString(), 303);
  });
}
