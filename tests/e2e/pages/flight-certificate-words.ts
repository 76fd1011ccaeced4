// The words of the certificate pages as a visitor reads them (messages FlightCertificates, Errors 65100xx).

export const T = {
  'zh-CN': {
    name: '旅客姓名',
    ticketNo: '票号',
    code: '验证码',
    certify: '开具证明',
    validate: '验真',
    download: '下载证明（PDF）',
    validateLink: '核对证明真伪',
    genuine: '该证明真实有效，由本公司开具。',
    cancelled: '取消',
    onTime: '该航班未发生延误或取消，无法开具不正常航班证明',
    notFound: '未找到该证明，请核对验证码和票号',
    codeFormat: '验证码为 12 位字母和数字，请核对',
    kinds: {
      IRREGULAR_FLIGHT: {
        certifyPath: 'irregularFlightCertify',
        certifyTitle: '不正常航班证明',
        validateTitle: '不正常航班证明验真',
      },
      AIR_TRAVEL: { certifyPath: 'airTravelCertify', certifyTitle: '乘机证明', validateTitle: '乘机证明验真' },
    },
  },
  'en-US': {
    name: 'Passenger name',
    ticketNo: 'Ticket number',
    code: 'Verification code',
    certify: 'Get certificate',
    validate: 'Check',
    download: 'Download certificate (PDF)',
    validateLink: 'Check a certificate',
    genuine: 'This certificate is genuine: Skylark issued it.',
    cancelled: 'Cancelled',
    onTime: 'This flight was not delayed or cancelled, so no irregular-flight certificate can be issued',
    notFound: 'No certificate was found; check the verification code and the ticket number',
    codeFormat: 'A verification code has 12 letters and digits; check it',
    kinds: {
      IRREGULAR_FLIGHT: {
        certifyPath: 'irregularFlightCertify',
        certifyTitle: 'Irregular flight certificate',
        validateTitle: 'Check an irregular flight certificate',
      },
      AIR_TRAVEL: {
        certifyPath: 'airTravelCertify',
        certifyTitle: 'Air travel certificate',
        validateTitle: 'Check an air travel certificate',
      },
    },
  },
} as const;
