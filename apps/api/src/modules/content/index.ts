/** The public face of the content module: the only file other modules, the app and the seeds import. */
export { contentRoutes } from './content.routes';
export { newsRoutes } from './news.routes';
export { adRoutes } from './ads.routes';
// the demo seed writes posts, ads and answers through the same use cases as the API
export { createPost } from './news.service';
export { createAd, recordClick, recordImpressions } from './ads.service';
export { answerContactMessage, submitContactMessage } from './contact.service';
