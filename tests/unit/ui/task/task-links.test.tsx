// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ContentNode } from '../../../../contract/course';
import { ContentType, ResourceType } from '../../../../contract/course.routes';
import { PlayerTaskContext } from '../../../../src/ui/features/player/node-link';
import { PlayerTree } from '../../../../src/ui/features/player/player-tree';
import { demoSite, demoUser, fakeHttp, renderPage, startSession } from '../app-harness';

const video: ContentNode = {
  subResourceId: '11',
  subResourceName: '入职视频',
  contentType: ContentType.resource,
  resourceType: ResourceType.video,
  docType: null,
  totalDuration: 30,
  studyProgress: 0,
  finished: 0,
  targetId: null,
  subTrainingProgress: [],
};
const exam: ContentNode = {
  ...video,
  subResourceId: '12',
  subResourceName: '随堂测验',
  contentType: ContentType.exam,
  resourceType: null,
  totalDuration: 0,
  targetId: '9',
};
const tree: ContentNode[] = [video, exam];

async function show(taskId: string | null) {
  const session = await startSession(demoSite, undefined, demoUser);
  const { http } = fakeHttp({});
  renderPage(
    () => (
      <PlayerTaskContext value={taskId}>
        <PlayerTree courseId="15" tree={tree} currentId="11" />
      </PlayerTaskContext>
    ),
    { path: '/watch/task', session, http },
  );
  return screen.findByRole('link', { name: /入职视频/ });
}

describe("the player's node links inside a study task", () => {
  it("keep playable nodes in the task's player, and send the rest to the practice page", async () => {
    const link = await show('7');
    expect(link.getAttribute('href')).toBe('/watch/task?taskId=7&courseId=15&id=11');
    expect(screen.getByRole('link', { name: /随堂测验/ }).getAttribute('href')).toBe(
      '/watch/practice?courseId=15&id=12',
    );
  });

  it('lead to the course player outside a task', async () => {
    const link = await show(null);
    expect(link.getAttribute('href')).toBe('/watch/course?courseId=15&id=11');
  });
});
