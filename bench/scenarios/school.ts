// School classes and class content under load (cookie auth, bench/auth.ts), against the baselines
// of the same run. State is made through the real app over HTTP first:
// - one teacher who owns CLASSES school classes (POST /api/school/classes);
// - one KE version of one competency in each (the built-in generator, POST .../regenerate);
// - a pool of admins for the critic, whose per-user model-call limit (60 per 10 min, not a
//   setting) is met by rotation: CRITIC_USERS x 60 calls is far more than a run sends.
// The school reads' per-user limit is a setting, raised for the bench app only (servers/app-server.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cookieOf, expectOk, parallel, tokenFor, userPool } from '../auth.js';
import type { BenchLoad, BenchScenario, BenchTargets, SetupOptions } from '../types.js';

type LoadRequest = BenchLoad['requests'][number];

const CLASSES = 20;
const CRITIC_USERS = 2000;
const COMPETENCY = 'photosynthesis';
/** Reads: at least half a tuned hello-world, and a p99 nobody clicking through a class page notices. Writes and the critic: the p99 only. */
const READ_TARGETS: BenchTargets = { minTunedRatio: 0.5, p99BelowMs: 10 };

const teacher = { sub: 'bench-teacher', email: 'bench-teacher@bench.test', role: 'teacher' as const, name: 'Bench Teacher' };

/** The teacher's cookie and class ids, made once per app (both school scenarios and the content read share them). */
const prepared = new Map<string, Promise<{ cookie: string; classIds: string[] }>>();

function schoolState(baseUrl: string, opts?: SetupOptions) {
  let p = prepared.get(baseUrl);
  if (!p) prepared.set(baseUrl, (p = makeSchoolState(baseUrl, opts?.smoke ? 3 : CLASSES)));
  return p;
}

async function makeSchoolState(baseUrl: string, classes: number) {
  const cookie = cookieOf(await tokenFor(teacher));
  const headers = { cookie, 'content-type': 'application/json' };
  const classIds: string[] = [];
  for (let i = 0; i < classes; i++) {
    const body = JSON.stringify({
      title: `Biology ${i + 1}`,
      description: 'Cells, plants and genetics',
      subject: 'Biology',
      gradeLevel: 'Grade 8',
      dscId: 'dsc-bio',
      language: 'en',
      scenarioContext: 'A school garden club is planning what to grow in a shady courtyard.',
    });
    const res = await expectOk<{ class: { id: string } }>(await fetch(`${baseUrl}/api/school/classes`, { method: 'POST', headers, body }), 'create school class');
    classIds.push(res.class.id);
  }
  await parallel(classIds, 4, async (id) => {
    const body = JSON.stringify({ count: 1 });
    await expectOk(await fetch(`${baseUrl}/api/class-content/${id}/${COMPETENCY}/KE/regenerate`, { method: 'POST', headers, body }), 'regenerate KE content');
  });
  return { cookie, classIds };
}

/** Each request takes the next of `paths` in turn. */
function rotating(paths: readonly string[], headers: Record<string, string>): LoadRequest {
  let n = 0;
  return { method: 'GET', path: paths[0]!, headers, setupRequest: (req: LoadRequest) => ({ ...req, path: paths[n++ % paths.length]! }) };
}

const classList: BenchScenario = {
  name: `school class list (GET /api/school/classes, a teacher with ${CLASSES} classes)`,
  async setup(baseUrl, opts) {
    const { cookie } = await schoolState(baseUrl, opts);
    return { requests: [{ method: 'GET', path: '/api/school/classes', headers: { cookie } }], connections: 32 };
  },
  targets: READ_TARGETS,
};

// The school API has no single-class GET: one class is read through the class-content listing,
// which looks the class up in the school read model, checks the caller's rights on it and lists
// its competencies.
const classRead: BenchScenario = {
  name: 'school class read (GET /api/class-content/{classId}: the class, its rights and competencies)',
  async setup(baseUrl, opts) {
    const { cookie, classIds } = await schoolState(baseUrl, opts);
    return { requests: [rotating(classIds.map((id) => `/api/class-content/${id}`), { cookie })], connections: 32 };
  },
  targets: READ_TARGETS,
};

const versionRead: BenchScenario = {
  name: 'class content version read (GET /api/class-content/{classId}/{competency}/KE/1)',
  async setup(baseUrl, opts) {
    const { cookie, classIds } = await schoolState(baseUrl, opts);
    return { requests: [rotating(classIds.map((id) => `/api/class-content/${id}/${COMPETENCY}/KE/1`), { cookie })], connections: 32 };
  },
  targets: READ_TARGETS,
};

/** A realistic ~2 KB KE item (bench/fixtures/ke-item-2kb.json, the critic's own measurement sample: the item, its competency and the review type). */
function criticBody(): string {
  const item = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ke-item-2kb.json'), 'utf8')) as Record<string, unknown>;
  // The fixture holds the item and its competency; a bare content object is accepted too.
  const content = (item.content ?? item) as Record<string, unknown>;
  return JSON.stringify({
    content,
    criticType: 'comprehensive',
    competencyName: (item.competencyName as string | undefined) ?? String(content.title ?? 'Competency'),
    competencyDescription: (item.competencyDescription as string | undefined) ?? '',
    system: 'KE',
  });
}

const critique: BenchScenario = {
  name: 'critique of a 2 KB KE item (POST /api/class-content/critic/{classId}, comprehensive, built-in critic)',
  async setup(baseUrl, opts) {
    const { classIds } = await schoolState(baseUrl, opts);
    const admins = await userPool(baseUrl, 'admin', 'bench-critic', opts?.smoke ? 20 : CRITIC_USERS);
    const body = criticBody();
    let n = 0;
    const request: LoadRequest = {
      method: 'POST',
      path: `/api/class-content/critic/${classIds[0]}`,
      body,
      setupRequest: (req: LoadRequest) => ({ ...req, headers: { 'content-type': 'application/json', cookie: cookieOf(admins[n++ % admins.length]!.token) } }),
    };
    return { requests: [request], connections: 32 };
  },
  // Not a read: a p99 bound only (the critic's throughput is its own helper's concern).
  targets: { p99BelowMs: 10 },
};

export default [classList, classRead, versionRead, critique];
