import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '../../../../src/locales/en.json';
import zh from '../../../../src/locales/zh.json';
import { createPortalSystem } from '../../../../src/ui/kit/app/system';

const system = createPortalSystem();

/** Renders a component with the portal's styles and messages, without a router or gateway; rerenders keep them. */
export function renderWithIntl(node: ReactNode, locale: 'zh' | 'en' = 'zh') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ChakraProvider value={system}>
      <IntlProvider locale={locale === 'zh' ? 'zh-CN' : 'en'} messages={locale === 'zh' ? zh : en}>
        {children}
      </IntlProvider>
    </ChakraProvider>
  );
  return render(node, { wrapper });
}
