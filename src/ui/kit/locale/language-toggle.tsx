import { Button, type ButtonProps } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { writeLangCookie } from '../../../services/cookies';
import { GlobeIcon } from '../icons/icons';
import { hrefForLocale, localeFromPath } from './locale-path';
import { loadCatalogue } from './messages';

/** Switches between Chinese and English on the same page and remembers the choice for a year. */
export function LanguageToggle(props: ButtonProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useLocation({ select: (l) => l.href });
  const current = localeFromPath(href);
  const target = current === 'zh' ? 'en' : 'zh';
  return (
    <Button
      variant="ghost"
      size="sm"
      lang={target === 'zh' ? 'zh-CN' : 'en'}
      title={intl.formatMessage({ id: 'locale.toggle.title' })}
      // The other language's messages start loading as the pointer or the focus comes near.
      onPointerEnter={() => void loadCatalogue(target).catch(() => undefined)}
      onFocus={() => void loadCatalogue(target).catch(() => undefined)}
      onClick={() => {
        writeLangCookie(target);
        void navigate({ href: hrefForLocale(href, target), replace: false });
      }}
      {...props}
    >
      <GlobeIcon />
      <FormattedMessage id="locale.toggle.label" />
    </Button>
  );
}
