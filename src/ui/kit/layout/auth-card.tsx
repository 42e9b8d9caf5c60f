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
  /** The heading is the page's main content (the cold-load benchmark times its paint). */
  mainContent?: boolean;
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
  mainContent = false,
  children,
}: AuthCardProps) {
  return (
    <AuthLayout width={width}>
      <Card.Root variant="elevated" rounded="l3" boxShadow="lg">
        <Card.Header gap="1" pb="2">
          <Heading size="2xl" asChild>
            <h1 elementtiming={mainContent ? 'main-content' : undefined}>{heading}</h1>
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
