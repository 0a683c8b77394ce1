import type { Widen } from '../../types';
import type { PushText } from '../push';

export const pushZh: Widen<PushText> = {
  push: {
    errors: {
      endpoint: '这不是浏览器所用推送服务的地址。',
      keys: '浏览器发送的推送密钥无法使用。请关闭推送通知后再重新开启。',
    },
    device: {
      on: '此设备会收到推送通知。',
      off: '此设备尚未接收推送通知。',
      turnOn: '在此设备上接收',
      turnOff: '在此设备上停止',
      unsupported: '此浏览器无法接收推送通知。在 iPhone 或 iPad 上，请先将 BinaMart 添加到主屏幕，再从主屏幕打开。',
      blocked: '此浏览器已阻止 BinaMart 的通知。请在网站设置中允许通知，然后重新开启推送通知。',
      failed: '无法为此设备开通推送通知，请稍后再试。',
      flagOff: '推送通知已关闭：您的任何设备都不会收到推送。',
    },
  },
  pwa: {
    offline: {
      title: '您已离线',
      body: 'BinaMart 需要网络连接。请检查移动数据或 Wi-Fi：恢复联网后，此页面会自动重新打开 BinaMart。',
      retry: '重试',
    },
    bootFailed: {
      title: 'BinaMart 无法加载',
      body: '页面的部分内容未能送达。请检查网络连接，然后重试。',
      retry: '重试',
    },
  },
};
