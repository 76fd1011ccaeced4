import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { UpstreamPath } from '@/lib/contract';
import { findMember } from '../account/members';
import { randomSecret, verifyPassword } from '../account/secrets';
import { member, qrLogin } from '../db/schema';
import { SEED_MEMBER_PHONES } from '../db/seed/members';
import { QR_TTL_MS, findQr, qrStatusOf } from '../routes/qr-login';
import type { Services } from '../services';
import { both, esc, sendPage } from './html';

const FormSchema = z.object({
  decision: z.enum(['confirm', 'cancel']),
  memberId: z.string().max(64).optional(),
  cellphone: z.string().trim().max(15).optional(),
  password: z.string().max(64).optional(),
});

const gone = (reply: FastifyReply, status: string) =>
  sendPage(
    reply,
    410,
    'QR',
    `<h1 role="alert">${both('二维码已失效', 'This QR code is no longer valid')}</h1><p>${esc(status)}</p>`,
  );

/** The app that scans a login QR code: pick a seeded test member or log in, then confirm or cancel. */
export function registerQrScanner(app: FastifyInstance, s: Services): void {
  const testMembers = () =>
    s.db
      .select({ id: member.id, cellphone: member.cellphone, nickname: member.nickname })
      .from(member)
      .where(and(eq(member.cellphoneCode, '86'), inArray(member.cellphone, [...SEED_MEMBER_PHONES])))
      .orderBy(member.seq);

  const form = async (reply: FastifyReply, qrId: string, status: number, error?: string) => {
    const members = await testMembers();
    const radios = members
      .map(
        (m, n) =>
          `<label><input type="radio" name="memberId" value="${esc(m.id)}"${n === 0 ? ' checked' : ''}> ${esc(m.nickname ?? '')} ${esc(m.cellphone ?? '')}</label>`,
      )
      .join('');
    const alert = error ? `<p role="alert">${error}</p>` : '';
    const body = `<h1>${both('云雀航空 App 扫码登录', 'Skylark Airlines app: QR login')}</h1>${alert}
<p>${both('确认在网页上登录以下账号？', 'Log in on the website as this member?')}</p>
<form method="post" action="/sandbox/qr/${esc(qrId)}">
<fieldset><legend>${both('选择测试会员', 'Choose a test member')}</legend>${radios}</fieldset>
<fieldset><legend>${both('或以手机号和密码登录（优先）', 'Or log in with phone and password (takes precedence)')}</legend>
<label for="cellphone">${both('手机号', 'Phone')}</label><input type="tel" id="cellphone" name="cellphone" autocomplete="off" inputmode="numeric">
<label for="password">${both('密码', 'Password')}</label><input type="password" id="password" name="password" autocomplete="off"></fieldset>
<div class="actions"><button class="primary" type="submit" name="decision" value="confirm">${both('确认登录', 'Confirm')}</button>
<button class="secondary" type="submit" name="decision" value="cancel">${both('取消', 'Cancel')}</button></div></form>`;
    return sendPage(reply, status, 'QR login sandbox', body);
  };

  app.get<{ Params: { qrId: string } }>(UpstreamPath.sandboxQrScanner, async (req, reply) => {
    const row = await findQr(s, req.params.qrId);
    if (!row) return gone(reply, 'NOT_FOUND');
    const status = qrStatusOf(row, s.clock.now());
    if (status !== 'WAITING' && status !== 'SCANNED') return gone(reply, status);
    if (status === 'WAITING') await s.db.update(qrLogin).set({ status: 'SCANNED' }).where(eq(qrLogin.id, row.id));
    return form(reply, row.id, 200);
  });

  app.post<{ Params: { qrId: string } }>(UpstreamPath.sandboxQrScanner, async (req, reply) => {
    const row = await findQr(s, req.params.qrId);
    const parsed = FormSchema.safeParse(req.body);
    if (!row) return gone(reply, 'NOT_FOUND');
    const status = qrStatusOf(row, s.clock.now());
    if (status !== 'WAITING' && status !== 'SCANNED') return gone(reply, status);
    if (!parsed.success) return form(reply, row.id, 400, both('请求无效', 'Invalid request'));
    if (parsed.data.decision === 'cancel') {
      await s.db.update(qrLogin).set({ status: 'CANCELLED' }).where(eq(qrLogin.id, row.id));
      return sendPage(reply, 200, 'QR', `<h1>${both('已取消登录', 'Login cancelled')}</h1>`);
    }
    let memberId: string | undefined;
    if (parsed.data.cellphone) {
      const found = await findMember(s, { cellphoneCode: '86', cellphone: parsed.data.cellphone });
      const ok = await verifyPassword(parsed.data.password ?? '', found?.passwordHash ?? null);
      memberId = found && ok ? found.id : undefined;
      if (!memberId) return form(reply, row.id, 401, both('账号或密码错误', 'Wrong account or password'));
    } else {
      memberId = (await testMembers()).find((m) => m.id === parsed.data.memberId)?.id;
      if (!memberId) return form(reply, row.id, 400, both('请选择测试会员', 'Choose a test member'));
    }
    await s.db
      .update(qrLogin)
      .set({ status: 'CONFIRMED', memberId, ticket: randomSecret(24), expiresAt: new Date(s.clock.now() + QR_TTL_MS) })
      .where(eq(qrLogin.id, row.id));
    return sendPage(reply, 200, 'QR', `<h1>${both('已确认，请回到网页', 'Confirmed: return to the website')}</h1>`);
  });
}
