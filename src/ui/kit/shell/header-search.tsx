import {
  IconButton,
  Text,
  chakra,
  createRecipeContext,
  type HTMLChakraProps,
  type RecipeProps,
} from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { SearchType } from '../../../../contract/search-type';
import { useLocaleParam } from '../locale/use-locale';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchIcon } from './shell-icons';
import { searchKeyword, searchTypeForPath } from './search-rules';

// The box stands alone, outside any form field, so it is a plain input with the system's input recipe: Chakra's
// Input is Ark's field input, whose field wiring would load with every page for nothing. It is the frame's own
// copy of kit/chakra/plain-input.tsx: importing that module would make it a file of its own for every page.
const SearchInput = createRecipeContext({ key: 'input' }).withContext<
  HTMLInputElement,
  HTMLChakraProps<'input'> & RecipeProps<'input'>
>('input');

export interface HeaderSearchProps {
  /** The keyword already searched for (the results page shows it for refining). */
  initialValue?: string;
  /** Search this section instead of the one the current page belongs to. */
  type?: SearchType;
}

/**
 * The header's search: a blank keyword is refused inline (请输入搜索关键词); a keyword opens the results
 * page (`search-str`) in the section the current page belongs to.
 */
export function HeaderSearch({ initialValue = '', type }: HeaderSearchProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = useLocaleParam();
  const pathname = useLocation({ select: (l) => l.pathname });
  const tab = useLocation({ select: (l) => (l.search as { tab?: unknown }).tab });
  const [value, setValue] = useState(initialValue);
  const [empty, setEmpty] = useState(false);
  const errorId = useId();
  const label = intl.formatMessage({ id: 'shell.search.label' });

  return (
    <chakra.form
      role="search"
      position="relative"
      width="full"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = searchKeyword(value);
        setEmpty(keyword === null);
        if (keyword === null) return;
        void navigate({
          to: '/{-$locale}/search-str',
          params: { locale },
          search: { str: keyword, type: type ?? searchTypeForPath(pathname, tab) },
        });
      }}
    >
      <SearchInput
        type="search"
        size="sm"
        rounded="full"
        // The submit button's width and no more, so the placeholder keeps its room.
        pe="8"
        value={value}
        placeholder={intl.formatMessage({ id: 'shell.search.placeholder' })}
        aria-label={label}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          if (empty && event.target.value.trim() !== '') setEmpty(false);
        }}
      />
      <IconButton
        type="submit"
        aria-label={intl.formatMessage({ id: 'shell.search.submit' })}
        variant="ghost"
        size="xs"
        rounded="full"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
      >
        <SearchIcon />
      </IconButton>
      {empty ? (
        <Text
          id={errorId}
          role="alert"
          position={{ md: 'absolute' }}
          top="100%"
          insetStart="3"
          mt="1"
          textStyle="xs"
          color="fg.error"
          whiteSpace="nowrap"
        >
          <FormattedMessage id="shell.search.empty" />
        </Text>
      ) : null}
    </chakra.form>
  );
}
