import { Button, HStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { COURSE_KEYWORD_MAX } from '../../../../contract/course.routes';
import { PlainInput } from '../chakra/plain-input';
import { SearchIcon } from '../learning/course-icons';

/**
 * A list page's keyword box (the catalogue's, the lecturers'): up to `COURSE_KEYWORD_MAX` characters and a
 * search button. It starts from `initial`; the page keys it by the address's keyword, so a new one there
 * starts it anew. `onSearch` gets the text as typed (the page reads a blank one as none).
 */
export function KeywordSearch({
  label,
  placeholder,
  initial,
  onSearch,
  submit,
}: {
  label: string;
  placeholder: string;
  initial: string;
  onSearch: (text: string) => void;
  /** The button's text, in the messages of the page's area. */
  submit: ReactNode;
}) {
  const [text, setText] = useState(initial);
  return (
    <HStack
      as="form"
      role="search"
      gap="2"
      width={{ base: 'full', md: '96' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <PlainInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={COURSE_KEYWORD_MAX}
        onChange={(e) => setText(e.target.value)}
        bg="bg"
      />
      <Button type="submit" colorPalette="brand" flexShrink={0}>
        <SearchIcon />
        {submit}
      </Button>
    </HStack>
  );
}
