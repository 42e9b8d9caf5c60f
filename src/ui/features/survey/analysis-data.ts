import type { SurveyAnalysis } from '../../../../contract/survey';
import { surveyAnalyze } from '../../../services/api/survey';
import type { HttpClient } from '../../../services/http';
import { settle, type Settled } from '../../kit/app/route-data';

/** A survey's results, or nothing to read when the address names no survey. */
export interface AnalysisData {
  result: Settled<SurveyAnalysis> | null;
}

/** The results page's read: the survey's analysis, or the gateway's reason it is not shown yet. */
export async function analysisData(http: HttpClient, deps: { id: string | null }): Promise<AnalysisData> {
  if (deps.id === null) return { result: null };
  return { result: await settle(http, surveyAnalyze(http, { id: deps.id }, { isShowErrTip: false })) };
}
