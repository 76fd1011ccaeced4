import { WalletTransferPage } from '../transfer-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('WalletFunds', 'withdrawTitle');

/** /member/wallet/withdrawCash (spec §2, §5, §9; decision 64): a withdrawal to one of the member's cards, within the available balance. */
export default async function WithdrawCashPage({ params }: { params: Promise<{ locale: string }> }) {
  return <WalletTransferPage params={params} kind="WITHDRAWAL" />;
}
