/** The public face of the sales-channels module (how orders come in, and the channels suppliers take): the only file others import. */
export { salesChannelRoutes } from './sales-channel.routes';
export { assertChannelTaken, assertChannelsTaken, updateSellerChannels } from './sales-channel.service';
