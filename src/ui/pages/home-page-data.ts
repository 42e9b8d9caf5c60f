import type { HttpClient } from '../../services/http';
import { homeCardsData, type HomeCardsData } from '../features/home/home-data';
import { rankTopsData, type RankTopsData } from '../features/rank/rank-data';

export interface HomePageData {
  cards: HomeCardsData;
  rankTops: RankTopsData;
}

/** The dashboard's reads: every card of the home feature and the ranking tops, all at once. */
export async function homePageData(http: HttpClient): Promise<HomePageData> {
  const [cards, rankTops] = await Promise.all([homeCardsData(http), rankTopsData(http)]);
  return { cards, rankTops };
}
