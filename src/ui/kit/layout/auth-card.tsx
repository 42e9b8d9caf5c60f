import { Card, Heading, Separator, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout';

interface AuthCardProps {
  width?: 'md' | 'lg';
  heading: ReactNode;
  /** A line under the heading. */
  subheading?: ReactNode;
  /** More of the header below that (a flow's steps). */
  header?: ReactNode;
  /** Links to the other signed-out pages; spread apart when there are several. */
  footer: ReactNode;
  footerJustify?: 'center' | 'space-between';
  children: ReactNode;
}

/** The card that holds a signed-out task (sign in, sign up, reset), in the signed-out frame. */
export function AuthCard({
  width,
  heading,
  subheading,
  header,
  footer,
  footerJustify = 'center',
  children,
}: AuthCardProps) {
  return (
    <AuthLayout width={width}>
      <Card.Root variant="elevated" rounded="l3" boxShadow="lg">
        <Card.Header gap="1" pb="2">
          <Heading as="h1" size="2xl">
            {heading}
          </Heading>
          {subheading ? (
            <Text color="fg.muted" textStyle="sm">
              {subheading}
            </Text>
          ) : null}
          {header}
        </Card.Header>
        <Card.Body gap="5">{children}</Card.Body>
        <Separator />
        <Card.Footer justifyContent={footerJustify} py="4" flexWrap="wrap" gap="2">
          {footer}
        </Card.Footer>
      </Card.Root>
    </AuthLayout>
  );
}
