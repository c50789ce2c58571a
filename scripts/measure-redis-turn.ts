// node --import tsx scripts/measure-redis-turn.ts [--turns N]
// Where a conversation turn's cost goes with sessions in Redis: one app in this process on a
// private redis-server, one session played for N turns; after each block of turns it prints the
// session's size in Redis, the Redis commands and bytes one turn sent (INFO commandstats, INFO
// stats deltas), Redis's own CPU per turn, and this process's CPU per turn.
import { Redis } from 'ioredis';
import request from 'supertest';
import { buildTestApp } from '../test/helpers/app.js';
import { startRedisServer } from '../test/helpers/redis-server.js';
import { BENCH_SCENARIO, LEARNER_LINES } from '../bench/conversations-memory.js';
import { headers } from '../bench/scenarios/conversations.js';

const args = process.argv.slice(2);
const turns = Number(args[args.indexOf('--turns') + 1] || 180);
const block = 30;

function parseInfo(text: string): Map<string, string> {
  const m = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) m.set(line.slice(0, i), line.slice(i + 1));
  }
  return m;
}

async function snapshot(probe: Redis) {
  const stats = parseInfo(await probe.info('stats'));
  const cpu = parseInfo(await probe.info('cpu'));
  const cmds = parseInfo(await probe.info('commandstats'));
  const calls = new Map<string, number>();
  for (const [k, v] of cmds) calls.set(k.replace('cmdstat_', ''), Number(/calls=(\d+)/.exec(v)![1]));
  return {
    inBytes: Number(stats.get('total_net_input_bytes')),
    outBytes: Number(stats.get('total_net_output_bytes')),
    cpuUs: (Number(cpu.get('used_cpu_user')) + Number(cpu.get('used_cpu_sys'))) * 1e6,
    calls,
  };
}

const redis = await startRedisServer();
const probe = new Redis(redis.url);
const t = await buildTestApp({ env: { SERVICE_API_KEYS: 'bench-key', REDIS_URL: redis.url } });
try {
  const created = await request(t.app).post('/api/v1/conversations').set(headers).send({ scenario: BENCH_SCENARIO, options: { max_user_turns: 200, ttl_seconds: 3600 } });
  const id = created.body.session_id as string;
  console.log('turns\tsession bytes (before the block)\tcmds/turn\tin B/turn\tout B/turn\tredis CPU us/turn\tnode CPU us/turn\tcommands');
  for (let done = 0; done < turns; ) {
    const key = `lp:session:${id}`;
    // The session as Redis holds it: the whole JSON (one string key) or its parts (hash and log).
    const size = (await probe.type(key)) === 'string' ? await probe.strlen(key) : (await probe.hstrlen(key, 'h')) + (await probe.hstrlen(key, 'f')) + ((await probe.lrange(`${key}:log`, 0, -1)).join('').length);
    // Each block's own probe commands (INFO x3) are subtracted below.
    const before = await snapshot(probe);
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < block; i++, done++) {
      const res = await request(t.app).post(`/api/v1/conversations/${id}/messages`).set(headers).send({ text: LEARNER_LINES[done % LEARNER_LINES.length] });
      if (res.status !== 200) throw new Error(`turn ${done}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    const cpu1 = process.cpuUsage(cpu0);
    const after = await snapshot(probe);
    const per: string[] = [];
    let total = 0;
    for (const [name, n] of after.calls) {
      const d = n - (before.calls.get(name) ?? 0) - (name === 'info' ? 3 : 0);
      if (d > 0) {
        per.push(`${name} ${(d / block).toFixed(1)}`);
        total += d;
      }
    }
    console.log(
      [done, size, (total / block).toFixed(1), Math.round((after.inBytes - before.inBytes) / block), Math.round((after.outBytes - before.outBytes) / block),
        Math.round((after.cpuUs - before.cpuUs) / block), Math.round((cpu1.user + cpu1.system) / block), per.join(', ')].join('\t'),
    );
  }
} finally {
  await t.close();
  probe.disconnect();
  await redis.stop();
}
