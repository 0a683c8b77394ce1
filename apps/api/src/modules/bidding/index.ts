/** The public face of the bidding module: the only file other modules, the app and the seeds import. */
export { biddingRoutes } from './bidding.routes';
export {
  approveProject,
  awardBid,
  createProject,
  openCycleTwo,
  placeBid,
  reviseBid,
  shortlistBids,
} from './bidding.service';
export { sweepBiddingDeadlines } from './project-notices';
