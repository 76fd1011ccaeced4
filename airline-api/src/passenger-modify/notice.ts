import type { UpstreamLanguage } from '@/lib/contract';

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

/**
 * The SMS confirming a name or document change (decision 24), in the order's language, to the phone typed twice.
 * It names the order and the new value as the order keeps it (a document masked), nothing more.
 */
export function modifiedSms(
  language: UpstreamLanguage,
  orderNo: string,
  field: 'NAME' | 'DOCUMENT',
  after: string,
): string {
  if (language === 'en_US')
    return `${BRAND.en_US}the passenger's ${field === 'NAME' ? 'name' : 'document'} on booking ${orderNo} has been changed to ${after}. Your ticket numbers stay the same.`;
  return `${BRAND.zh_CN}订单 ${orderNo} 的乘机人${field === 'NAME' ? '姓名' : '证件'}已更改为 ${after}，客票号不变。`;
}
