import { WalletTransferPage } from '../transfer-page';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';

export const generateMetadata = privatePageMetadata('WalletFunds', 'rechargeTitle');

/** /member/wallet/rechargeWallet (spec §2, §5, §9; decision 64): a top-up from one of the member's cards. */
export default async function RechargeWalletPage({ params }: { params: Promise<{ locale: string }> }) {
  return <WalletTransferPage params={params} kind="TOPUP" />;
}
