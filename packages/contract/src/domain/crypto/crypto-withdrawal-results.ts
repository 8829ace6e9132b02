/*
 * The results of whitelisted addresses and crypto withdrawals (issue 18 part 5, ADR 044) as a result catalogue
 * (ADR 017), with their text in English, Traditional and Simplified Chinese. Ours (SPEC §8 lists no crypto codes):
 * `VA60x` an address to whitelist, `VA61x` the address a withdrawal goes to, `VA62x` the amount, `VA63x` an existing
 * withdrawal, `VA64x` who may withdraw, `VA699` unknown.
 */
import { defineResultCatalogue } from '../order/result-catalogue';
import type { ResultName } from '../order/result-catalogue';

const text = (en: string, zhHK: string, zhCN: string) => ({ en, 'zh-HK': zhHK, 'zh-CN': zhCN }) as const;

export const cryptoWithdrawalResultCatalogue = /* @__PURE__ */ defineResultCatalogue(
  'cryptoWithdrawal',
  {
    addressMalformed: {
      code: 'VA601',
      text: text(
        'This is not a valid address for the selected network.',
        '此地址並非所選網絡的有效地址。',
        '此地址并非所选网络的有效地址。',
      ),
    },
    addressChecksum: {
      code: 'VA602',
      text: text(
        'The address checksum does not match: check every character (and its upper or lower case).',
        '地址校驗碼不符：請檢查每個字元（包括大小寫）。',
        '地址校验码不符：请检查每个字符（包括大小写）。',
      ),
    },
    addressWrongNetwork: {
      code: 'VA603',
      text: text(
        'This address belongs to another network. Choose the network the address is on.',
        '此地址屬於另一網絡，請選擇該地址所屬的網絡。',
        '此地址属于另一网络，请选择该地址所属的网络。',
      ),
    },
    networkNotOffered: {
      code: 'VA604',
      text: text(
        'This asset cannot be withdrawn on this network.',
        '此資產不可經此網絡提取。',
        '此资产不可经此网络提取。',
      ),
    },
    invalidDestinationTag: {
      code: 'VA605',
      text: text(
        'The destination tag must be a whole number from 0 to 4294967295, and only the XRP Ledger has one.',
        '目的地標籤須為 0 至 4294967295 的整數，且只適用於 XRP Ledger。',
        '目的地标签须为 0 至 4294967295 的整数，且只适用于 XRP Ledger。',
      ),
    },
    addressAlreadyWhitelisted: {
      code: 'VA606',
      text: text(
        'This address is already on your whitelist for this asset and network.',
        '此地址已在此資產及網絡的白名單內。',
        '此地址已在此资产及网络的白名单内。',
      ),
    },
    tooManyAddresses: {
      code: 'VA607',
      text: text(
        'Your whitelist is full. Remove an address before adding another.',
        '您的白名單已滿，請先移除一個地址再新增。',
        '您的白名单已满，请先移除一个地址再添加。',
      ),
    },
    invalidLabel: {
      code: 'VA608',
      text: text(
        'Enter a label of 1 to 40 characters.',
        '請輸入 1 至 40 個字元的標籤。',
        '请输入 1 至 40 个字符的标签。',
      ),
    },
    addressNotWhitelisted: {
      code: 'VA611',
      text: text(
        'Withdrawals go only to an address on your whitelist.',
        '只可提取至您白名單內的地址。',
        '只可提取至您白名单内的地址。',
      ),
    },
    addressCoolingOff: {
      code: 'VA612',
      text: text(
        'This address was whitelisted less than 24 hours ago and cannot receive withdrawals yet.',
        '此地址加入白名單未滿 24 小時，暫時不可提取至此地址。',
        '此地址加入白名单未满 24 小时，暂时不可提取至此地址。',
      ),
    },
    invalidAmount: {
      code: 'VA621',
      text: text('Enter an amount greater than zero.', '請輸入大於零的數量。', '请输入大于零的数量。'),
    },
    amountTooPrecise: {
      code: 'VA622',
      text: text(
        'The amount has more decimal places than the asset allows.',
        '數量的小數位多於該資產所允許的位數。',
        '数量的小数位多于该资产所允许的位数。',
      ),
    },
    amountBelowMinimum: {
      code: 'VA623',
      text: text(
        'The amount is below the minimum withdrawal for this network.',
        '數量低於此網絡的最低提取數量。',
        '数量低于此网络的最低提取数量。',
      ),
    },
    dailyLimitExceeded: {
      code: 'VA624',
      text: text(
        'This withdrawal would pass your daily withdrawal limit for this asset.',
        '此提取將超出此資產的每日提取上限。',
        '此提取将超出此资产的每日提取上限。',
      ),
    },
    insufficientAssets: {
      code: 'VA625',
      text: text(
        'Not enough of this asset available for the amount and its network fee.',
        '此資產的可用數量不足以支付提取數量及網絡費用。',
        '此资产的可用数量不足以支付提取数量及网络费用。',
      ),
    },
    withdrawalNotFound: {
      code: 'VA631',
      text: text('This withdrawal does not exist.', '找不到此提取。', '找不到此提取。'),
    },
    withdrawalNotCancellable: {
      code: 'VA632',
      text: text(
        'This withdrawal is already being sent and can no longer be cancelled.',
        '此提取已在發送中，無法再取消。',
        '此提取已在发送中，无法再取消。',
      ),
    },
    advisorNoPermission: {
      code: 'VA641',
      text: text(
        'Only the client may whitelist addresses or withdraw virtual assets.',
        '只有客戶本人可將地址加入白名單或提取虛擬資產。',
        '只有客户本人可将地址加入白名单或提取虚拟资产。',
      ),
    },
    unknown: {
      code: 'VA699',
      text: text(
        'The withdrawal could not be completed. Please try again later.',
        '提取未能完成，請稍後再試。',
        '提取未能完成，请稍后再试。',
      ),
    },
  },
  'unknown',
);

export type CryptoWithdrawalResult = ResultName<typeof cryptoWithdrawalResultCatalogue>;
