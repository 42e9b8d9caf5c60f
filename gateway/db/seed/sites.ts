import type { ResponseOf } from '../../../contract/endpoint';
import type { userApi } from '../../../contract/user';

/*
 * Site configuration of the demo tenants: footers and top navigation. File URLs point at the demo images the
 * gateway serves from gateway/assets.
 */

export const FILES = '/gateway/files';

type FooterInfo = ResponseOf<typeof userApi.footerInfo> & {
  /** The same fields for English pages (any missing field falls back to the Chinese one). */
  en?: ResponseOf<typeof userApi.footerInfo>;
};

export const praxisFooter: FooterInfo = {
  companyName: 'Praxis 企业学习平台',
  copyright: '© 2026 Praxis Demo 版权所有',
  icp: '沪ICP备20260001号-1',
  address: '上海市浦东新区张江路 88 号 6 楼',
  phone: '400-820-2026',
  email: 'support@praxis-demo.example.com',
  links: [
    { name: '关于我们', url: 'https://praxis-demo.example.com/about' },
    { name: '帮助中心', url: 'https://praxis-demo.example.com/help' },
    { name: '联系我们', url: 'https://praxis-demo.example.com/contact' },
  ],
  en: {
    companyName: 'Praxis Learning Platform',
    copyright: '© 2026 Praxis Demo. All rights reserved.',
    icp: '沪ICP备20260001号-1',
    address: '6F, 88 Zhangjiang Road, Pudong New Area, Shanghai',
    phone: '400-820-2026',
    email: 'support@praxis-demo.example.com',
    links: [
      { name: 'About us', url: 'https://praxis-demo.example.com/about' },
      { name: 'Help center', url: 'https://praxis-demo.example.com/help' },
      { name: 'Contact us', url: 'https://praxis-demo.example.com/contact' },
    ],
  },
};

export const xingheFooter: FooterInfo = {
  companyName: '星河科技有限公司',
  copyright: '© 2026 星河科技有限公司 版权所有',
  icp: '浙ICP备20268866号-2',
  address: '杭州市滨江区星河路 1 号星河大厦 12 层',
  phone: '0571-8866-2026',
  email: 'learning@xinghe-tech.example.com',
  links: [
    { name: '公司官网', url: 'https://xinghe-tech.example.com' },
    { name: '培训日历', url: 'https://xinghe-tech.example.com/training' },
    { name: '帮助中心', url: 'https://praxis-demo.example.com/help' },
  ],
  en: {
    companyName: 'Xinghe Tech Co., Ltd.',
    copyright: '© 2026 Xinghe Tech Co., Ltd. All rights reserved.',
    icp: '浙ICP备20268866号-2',
    address: '12F Xinghe Tower, 1 Xinghe Road, Binjiang District, Hangzhou',
    phone: '0571-8866-2026',
    email: 'learning@xinghe-tech.example.com',
    links: [
      { name: 'Company website', url: 'https://xinghe-tech.example.com' },
      { name: 'Training calendar', url: 'https://xinghe-tech.example.com/training' },
      { name: 'Help center', url: 'https://praxis-demo.example.com/help' },
    ],
  },
};

export const beichenFooter: FooterInfo = {
  companyName: '北辰物流股份有限公司',
  copyright: '© 2026 北辰物流 版权所有',
  icp: '津ICP备20265151号-1',
  address: '天津市滨海新区港城大道 51 号',
  phone: '022-5151-2026',
  email: 'hr@beichen-logistics.example.com',
  links: [{ name: '公司官网', url: 'https://beichen-logistics.example.com' }],
  en: {
    companyName: 'Beichen Logistics Co., Ltd.',
    copyright: '© 2026 Beichen Logistics. All rights reserved.',
    icp: '津ICP备20265151号-1',
    address: '51 Gangcheng Avenue, Binhai New Area, Tianjin',
    phone: '022-5151-2026',
    email: 'hr@beichen-logistics.example.com',
    links: [{ name: 'Company website', url: 'https://beichen-logistics.example.com' }],
  },
};

export interface NavSeed {
  navName: string;
  navNameEn: string;
  targetAddr: string;
  /** 90 plain link, 99 plain text, 1 internal route. */
  targetType: number | null;
  targetOpenNewPage: 0 | 1;
  statusId: 0 | 1;
}

/** The demo top navigation: more than five visible entries (so "more" has items), a link, a text and a hidden one. */
export const demoNav: NavSeed[] = [
  { navName: '首页', navNameEn: 'Home', targetAddr: '/', targetType: 1, targetOpenNewPage: 0, statusId: 1 },
  {
    navName: '知识库',
    navNameEn: 'Knowledge',
    targetAddr: '/knowledge',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '讲师',
    navNameEn: 'Lecturers',
    targetAddr: '/lecturer',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '排行榜',
    navNameEn: 'Rankings',
    targetAddr: '/home/rank',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '积分商城',
    navNameEn: 'Points Mall',
    targetAddr: '/integral/mall',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '学习社区',
    navNameEn: 'Community',
    targetAddr: '/community',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '帮助中心',
    navNameEn: 'Help Center',
    targetAddr: 'https://praxis-demo.example.com/help',
    targetType: 90,
    targetOpenNewPage: 1,
    statusId: 1,
  },
  {
    navName: '服务热线 400-820-2026',
    navNameEn: 'Hotline 400-820-2026',
    targetAddr: '',
    targetType: 99,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '直播',
    navNameEn: 'Live',
    targetAddr: '/live',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 0,
  },
];

export const beichenNav: NavSeed[] = [
  { navName: '首页', navNameEn: 'Home', targetAddr: '/', targetType: 1, targetOpenNewPage: 0, statusId: 1 },
  {
    navName: '知识库',
    navNameEn: 'Knowledge',
    targetAddr: '/knowledge',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
  {
    navName: '排行榜',
    navNameEn: 'Rankings',
    targetAddr: '/home/rank',
    targetType: 1,
    targetOpenNewPage: 0,
    statusId: 1,
  },
];
