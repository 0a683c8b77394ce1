/**
 * Where the processor's time went while a part of the bench ran: this process (the server under
 * test, all its threads: PGlite's included), PostgreSQL's processes on this machine, and the whole
 * machine. Read from Linux's /proc; on another system only this process is counted.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Linux counts processes' and the machine's time in ticks of 1/100 s (USER_HZ, the same on every architecture it runs on). */
const TICK_MS = 10;

export interface CpuSnapshot {
  /** this process, ms */
  server: number;
  /** every process named postgres on this machine, ms; null when /proc cannot tell */
  postgres: number | null;
  /** every core's busy time, ms; null when /proc cannot tell */
  machine: number | null;
}

function ticksOf(pid: string): number {
  // the command sits in parentheses and may hold spaces: the fields are counted after it
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime, the 14th and 15th fields of the whole line
  return Number(fields[11]) + Number(fields[12]);
}

function postgresMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ticks += ticksOf(pid);
      } catch {
        // the process ended while the list was read
      }
    }
    return ticks * TICK_MS;
  } catch {
    return null;
  }
}

function machineMs(): number | null {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
    return (user! + nice! + system! + irq! + softirq! + steal!) * TICK_MS;
  } catch {
    return null;
  }
}

export function cpuSnapshot(): CpuSnapshot {
  const { user, system } = process.cpuUsage();
  return { server: (user + system) / 1000, postgres: postgresMs(), machine: machineMs() };
}

/**
 * One line: the processor's time per unit of work between two snapshots (`per` units done), and
 * the cores `rate` units a second would need at that cost beside the cores this machine has.
 */
export function cpuPerUnit(from: CpuSnapshot, to: CpuSnapshot, per: number, unit: string, rate: number): string {
  if (per === 0) return `  CPU per ${unit}: nothing was completed`;
  const each = (a: number | null, b: number | null) => (a === null || b === null ? null : (b - a) / per);
  const server = each(from.server, to.server)!;
  const postgres = each(from.postgres, to.postgres);
  const machine = each(from.machine, to.machine);
  const parts = [`the server ${server.toFixed(0)} ms (all its threads)`];
  if (postgres !== null && postgres > 0) parts.push(`PostgreSQL ${postgres.toFixed(0)} ms`);
  if (machine !== null)
    parts.push(
      `the rest ${Math.max(0, machine - server - (postgres ?? 0)).toFixed(0)} ms (the buyers' process, the system)`,
    );
  const total = machine ?? server + (postgres ?? 0);
  const cores = (total * rate) / 1000;
  return (
    `  CPU per ${unit}: ${parts.join(', ')}; ${total.toFixed(0)} ms in all, so ${rate}/s would need ` +
    `${cores.toFixed(1)} cores at these costs, and this machine has ${availableParallelism()}`
  );
}
