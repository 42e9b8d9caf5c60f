import { Stack } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { AnnouncementPageData } from './announcement-data';
import { AnnouncementDetail } from './announcement-detail';
import { useLocaleParam } from '../../kit/locale/use-locale';
import { ShareButton } from '../../kit/share/share-button';
import { PublicAnnouncement } from './public-announcement';

/**
 * `/announcement/{id}`: the address a shared announcement travels by. Colleagues get the full view (read
 * state, likes, comments); visitors get a public announcement's text and are asked to sign in to take part.
 * Which of the two is the loader's choice, by the session it found (`data.reader`).
 */
export function AnnouncementPage({ id, data }: { id: string; data: AnnouncementPageData }) {
  const path = useLocation({ select: (l) => l.pathname });
  const locale = useLocaleParam();
  const navigate = useNavigate();
  return (
    <>
      <Stack gap="4" maxWidth="4xl" marginInline="auto">
        {data.reader === 'colleague' ? (
          <>
            <AnnouncementDetail
              key={id}
              data={data.detail}
              onCommentPage={(page) =>
                void navigate({
                  to: '/{-$locale}/announcement/$id',
                  params: { locale, id },
                  search: { page: page > 1 ? page : undefined },
                })
              }
            />
            <ShareButton path={path} />
          </>
        ) : (
          <PublicAnnouncement read={data.announcement} path={path} />
        )}
      </Stack>
    </>
  );
}
