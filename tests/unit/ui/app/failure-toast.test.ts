import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Code } from '../../../../contract/envelope.routes';
import { ApiError, ClientCode } from '../../../../src/services/api-error';
import { failureText } from '../../../../src/ui/kit/app/failure-toast';
import en from '../../../../src/locales/en.json';
import zh from '../../../../src/locales/zh.json';

const english = createIntl({ locale: 'en', messages: en });
const chinese = createIntl({ locale: 'zh', messages: zh });

describe('failure messages', () => {
  it('say what the spec words, with the reason after it', () => {
    expect(failureText(english, 'delete', new ApiError(ClientCode.malformed, ''))).toBe('Delete failed!');
    expect(failureText(english, 'delete', new ApiError(999, 'The record does not exist'))).toBe(
      'Delete failed! The record does not exist',
    );
    expect(failureText(english, 'operation', new Error('bug'))).toBe('The operation failure!');
    expect(failureText(chinese, 'delete', new ApiError(999, '记录不存在'))).toBe('删除失败！记录不存在');
    expect(failureText(chinese, 'operation', new ApiError(ClientCode.network, ''))).toBe('操作失败！');
  });

  it('stay quiet when the session is gone or the call was cancelled', () => {
    expect(failureText(english, 'delete', new ApiError(Code.tokenExpired, 'expired'))).toBeNull();
    expect(failureText(english, 'delete', new ApiError(ClientCode.aborted, ''))).toBeNull();
  });
});
