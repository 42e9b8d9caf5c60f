import { Box, Field, HStack, Input, Skeleton, chakra } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
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
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        <FormattedMessage id="login.captcha.label" />
      </Field.Label>
      <HStack width="full" gap="3" align="stretch">
        <Input
          flex="1"
          value={value}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          maxLength={8}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={intl.formatMessage({ id: 'login.captcha.placeholder' })}
        />
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
      </HStack>
      {error ? (
        <Field.ErrorText>
          <FormattedMessage id={error} />
        </Field.ErrorText>
      ) : (
        <Field.HelperText>
          <FormattedMessage id="login.captcha.hint" />
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
