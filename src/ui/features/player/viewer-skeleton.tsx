import { Skeleton } from '@chakra-ui/react';

/** Stands in while a viewer's code or its data loads: the same space, so nothing jumps. */
export function ViewerSkeleton() {
  return <Skeleton height={{ base: '56', md: '96' }} rounded="l3" aria-busy="true" />;
}
