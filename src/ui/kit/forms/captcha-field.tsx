import { Box, Skeleton, chakra } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextField } from './text-field';
import type { Captcha } from './use-captcha';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  loading: boolean;
  onRefresh: () => void;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
}

/** The image captcha: the picture is a button that draws a new one. */
export function CaptchaField({
  captcha,
  loading,
  onRefresh,
  value,
  onValueChange,
  error,
}: CaptchaFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={<FormattedMessage id="login.captcha.label" />}
      value={value}
      onValueChange={onValueChange}
      error={error}
      helper={<FormattedMessage id="login.captcha.hint" />}
      required
      maxLength={8}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={intl.formatMessage({ id: 'login.captcha.placeholder' })}
      action={
        <chakra.button
          type="button"
          onClick={onRefresh}
          aria-label={intl.formatMessage({ id: 'login.captcha.refresh' })}
          title={intl.formatMessage({ id: 'login.captcha.refresh' })}
          flexShrink={0}
          width="120px"
          height="10"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          overflow="hidden"
          bg="white"
          cursor="pointer"
          focusVisibleRing="outside"
        >
          {captcha && !loading ? (
            <Box asChild width="full" height="full">
              <img src={captcha.image} alt="" />
            </Box>
          ) : (
            <Skeleton width="full" height="full" />
          )}
        </chakra.button>
      }
    />
  );
}
