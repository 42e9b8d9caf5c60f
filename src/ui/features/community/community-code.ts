import { inPlace } from '../../kit/app/on-demand';

/* The post's page and the editor load on demand, so the list opens without them. */

export const loadPostView = inPlace(() => import('./post-view'));
export const loadPostEditor = inPlace(() => import('./post-editor'));
