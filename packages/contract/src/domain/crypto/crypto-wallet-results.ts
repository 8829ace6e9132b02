/*
 * The crypto wallet results (issue 18 parts 4 and 6, ADR 043) as a result catalogue (ADR 017): the refusals of a
 * deposit address, an originator declaration and a declared wallet, in English, Traditional and Simplified Chinese.
 * `VA70x` the asset, network and address, `VA71x` declared wallets, `VA72x` deposits, `VA75x` who may act, `VA799`
 * unknown.
 */
import { defineResultCatalogue } from '../order/result-catalogue';
import type { ResultName } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const cryptoWalletResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cryptoWallet',
  {
    assetNetworkNotOffered: {
      code: 'VA701',
      text: text(
        'This asset cannot be moved on this network.',
        '此資產不可在此網絡上轉移。',
        '此资产不可在此网络上转移。',
      ),
    },
    addressMalformed: {
      code: 'VA702',
      text: text(
        'This is not a valid address. Check it and paste it again.',
        '這不是有效的地址，請檢查後重新貼上。',
        '这不是有效的地址，请检查后重新粘贴。',
      ),
    },
    addressChecksum: {
      code: 'VA703',
      text: text(
        'This address has a typing error: its checksum does not match.',
        '此地址有輸入錯誤：校驗碼不符。',
        '此地址有输入错误：校验码不符。',
      ),
    },
    addressWrongNetwork: {
      code: 'VA704',
      text: text(
        'This is an address of another network. Choose the network the wallet is on.',
        '這是另一個網絡的地址，請選擇錢包所在的網絡。',
        '这是另一个网络的地址，请选择钱包所在的网络。',
      ),
    },
    walletAlreadyDeclared: {
      code: 'VA711',
      text: text('You have already declared this wallet.', '您已申報此錢包。', '您已申报此钱包。'),
    },
    walletNotFound: {
      code: 'VA712',
      text: text(
        'This wallet is not among your declared wallets.',
        '此錢包不在您已申報的錢包中。',
        '此钱包不在您已申报的钱包中。',
      ),
    },
    walletAlreadyVerified: {
      code: 'VA713',
      text: text('This wallet is already verified.', '此錢包已經驗證。', '此钱包已经验证。'),
    },
    signatureInvalid: {
      code: 'VA714',
      text: text(
        'This signature was not made by this wallet’s key for the message shown.',
        '此簽署並非由此錢包的密鑰就所示訊息作出。',
        '此签名并非由此钱包的密钥就所示消息作出。',
      ),
    },
    signatureNotSupported: {
      code: 'VA715',
      text: text(
        'Signing a message proves Ethereum wallets only; prove this one with a micro-deposit.',
        '簽署訊息只可證明以太坊錢包；請以小額存入證明此錢包。',
        '签署消息只可证明以太坊钱包；请以小额存入证明此钱包。',
      ),
    },
    depositNotFound: {
      code: 'VA721',
      text: text('This deposit does not exist.', '找不到此存入。', '找不到此存入。'),
    },
    depositNotHeld: {
      code: 'VA722',
      text: text(
        'This deposit is not waiting for its originator.',
        '此存入並非在等待申報來源。',
        '此存入并非在等待申报来源。',
      ),
    },
    advisorNoPermission: {
      code: 'VA751',
      text: text(
        'Only the client may declare wallets and the origin of deposits here.',
        '只有客戶本人可在此申報錢包及存入來源。',
        '只有客户本人可在此申报钱包及存入来源。',
      ),
    },
    unknown: {
      code: 'VA799',
      text: text(
        'This could not be completed. Please try again later.',
        '未能完成，請稍後再試。',
        '未能完成，请稍后再试。',
      ),
    },
  },
  'unknown',
);

export type CryptoWalletResult = ResultName<typeof cryptoWalletResultCatalogue>;
