import { createFileRoute, notFound } from '@tanstack/react-router';
import { leaveForMobileSite } from '../../ui/kit/shell/mobile-guard';

/** Only English has a prefix; any other first segment that reaches here is not a page. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: (raw): { locale: 'en' | undefined } => {
      const locale = raw.locale;
      if (locale !== undefined && locale !== 'en') throw notFound();
      return { locale };
    },
    stringify: (params) => ({ locale: params.locale }),
  },
  // Every page, signed in or not, sends phones and tablets to the site's mobile address when it has one.
  beforeLoad: ({ context, location }) => leaveForMobileSite({ session: context.session, location }),
});
