import { and, desc, sql } from 'drizzle-orm';
import { Code, type Page } from '../../../contract/envelope';
import { ProjectApplyStatus, type lecturerProject } from '../../../contract/study-project';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { studyProject, studyProjectLecturer, studyProjectUser } from '../../db/schema-project';
import { BizError } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { lecturerIdsOf } from '../../shared/lecturer-rows';
import type { MemberScope } from '../../shared/member-scope';
import { offsetOf, pageResult } from '../../shared/paging';
import { num, qualified } from '../../shared/sql';
import { windowOf } from '../../shared/task-time';
import { ofCompany } from './items';
import { learnerCountSql, stageCountSql } from './projects';

/*
 * The projects a lecturer teaches in (decision 0059): those listing a lecturer row the caller signs in as. A
 * member who is no lecturer of their company gets 306, as on the offline lecturer pages.
 */

const projectRef = qualified(studyProject.id);
const projectTenant = qualified(studyProject.tenantId);

export async function lecturerProjectPage(
  db: Db,
  scope: MemberScope,
  q: { pageCurrent: number; pageSize: number },
  now: Date,
): Promise<Page<z.output<typeof lecturerProject>>> {
  const ids = await lecturerIdsOf(db, scope);
  if (ids.length === 0) throw new BizError('project.notLecturer', {}, Code.noPermission);
  const where = and(
    ofCompany(scope),
    sql`exists (select 1 from ${studyProjectLecturer} pl where pl.tenant_id = ${projectTenant}
      and pl.project_id = ${projectRef} and pl.lecturer_id in ${ids})`,
  );
  const [total] = await db
    .select({ n: sql<number>`cast(count(*) as int)` })
    .from(studyProject)
    .where(where);
  const rows = await db
    .select({
      id: studyProject.id,
      projectName: studyProject.projectName,
      cover: studyProject.cover,
      startTime: studyProject.startTime,
      endTime: studyProject.endTime,
      stageCount: stageCountSql,
      learnerCount: learnerCountSql,
      awaitingCount: sql<number>`(select cast(count(*) as int) from ${studyProjectUser} pu
        where pu.tenant_id = ${projectTenant} and pu.project_id = ${projectRef}
          and pu.apply_status = ${ProjectApplyStatus.awaiting})`,
    })
    .from(studyProject)
    .where(where)
    .orderBy(desc(studyProject.startTime), desc(studyProject.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return pageResult(
    rows.map((r) => {
      const startTime = new Date(r.startTime);
      const endTime = new Date(r.endTime);
      return {
        projectId: r.id,
        projectName: r.projectName,
        cover: r.cover,
        startTime: formatDateTime(startTime),
        endTime: formatDateTime(endTime),
        window: windowOf({ startTime, endTime }, now),
        stageCount: num(r.stageCount),
        learnerCount: num(r.learnerCount),
        awaitingCount: num(r.awaitingCount),
      };
    }),
    q,
    num(total?.n),
  );
}
