/**
 * The checkout bench's buyers in a process of their own (`benchBuyingApart`), so that their
 * requests' work is not counted against the server they buy from: reads the address, the
 * buyers' tokens, the seconds and the connections as JSON on stdin, and prints the figures of
 * `benchBuying` as JSON on stdout, after a line for each phase as it begins.
 */
import { benchBuying, phaseLine } from './bench-checkout';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { address, buyers, seconds, connections } = JSON.parse(input) as {
  address: string;
  buyers: string[];
  seconds: number;
  connections: number;
};
const figures = await benchBuying(address, buyers, seconds, connections, (phase) =>
  process.stdout.write(phaseLine(phase)),
);
process.stdout.write(JSON.stringify(figures));
