import type { Widen } from '../../types';
import type { CreditReportMessagesText } from '../credit-report-messages';

export const creditReportMessagesZh: Widen<CreditReportMessagesText> = {
  creditReports: {
    purchase: { lite: '关于 {{subject}} 的 Lite 信用报告', ccm: '关于 {{subject}} 的 CCM 公司报告' },
    subjectIdInvalid: '请输入 SSM 注册号码：12 位数字，例如 201901012345，或旧格式，例如 123456-A。',
    mykadInvalid: '请输入 12 位身份证（MyKad）号码，例如 800101-14-5678。',
    ccmNotForIndividuals: 'CCM 报告仅适用于公司或商号。个人请购买 Lite 报告。',
    termsRequired: '请接受信用报告条款后继续。',
    subjectNotFound: '征信机构没有此对象的记录。请核对号码和实体类型。您未被收费。',
    bureauUnavailable: '征信机构暂时没有回应。未收取任何费用，请几分钟后再试。',
    notPayable: '此报告已付款或正在付款中。',
    alreadyAttached: '此报告已附加到该申请。',
    fileRequired: '请以 PDF 格式附上报告。',
    failedAfterPayment: '征信机构无法提供此报告。您的付款将全额退还；银行处理需要 2 至 5 个工作日。',
  },
};
