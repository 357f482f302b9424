import type { QrLoginApi } from './useQrLogin';
import { completeQrLogin } from './completeQrLogin';

/** The provider's library loads only when a member picks the QR login, not with every login page. */
const deviceLogin = () => import('../../api/deviceLogin');

export const qrLoginApi: QrLoginApi = {
  requestDeviceCode: async () => (await deviceLogin()).requestDeviceCode(),
  pollDeviceToken: async (deviceCode) => (await deviceLogin()).pollDeviceToken(deviceCode),
  completeLogin: (token) => completeQrLogin(token),
};
