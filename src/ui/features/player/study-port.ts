import type { TaskProgressEvent } from '../../../machines/task-progress/task-progress.types';

/** What a viewer tells the node's progress machine. */
export type ViewerEvent = Extract<
  TaskProgressEvent,
  {
    type:
      | 'media.play'
      | 'media.pause'
      | 'media.time'
      | 'media.seeked'
      | 'media.ended'
      | 'content.ready'
      | 'page.show';
  }
>;

/**
 * A viewer's side of the node's progress: where to resume, how far the learner may seek, and where to send
 * what happens. Viewers read nothing else of the machine, so each stays a plain component in its own chunk.
 */
export interface StudyPort {
  send(event: ViewerEvent): void;
  /** Seconds into the media, or the page / picture to open on (1-based; 0 means the first). */
  position: number;
  /** The furthest point reached so far (it moves while the learner plays). */
  furthest(): number;
  /** 1 in the course: the learner may seek anywhere. */
  dragAllowed: boolean;
}
