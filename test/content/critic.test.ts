// The critic through the real app, for all six types: markdown with one section per finding
// (severity, where as a JSON pointer, suggested fix), from real built-in checks; and with a model,
// the type's checklist and structured findings rendered the same way.
import { afterEach, describe, expect, it } from 'vitest';
import { openaiChat, startFakeOpenAI, type FakeServer } from '../helpers/fake-providers/index.js';
import { harness, type Harness } from './helpers.js';

const OWNER = 'owner@school.test';
let h: Harness;
const servers: FakeServer[] = [];
afterEach(async () => {
  await h?.close();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(env: Record<string, string> = {}, fields = {}) {
  h = harness({ env });
  const owner = await h.login(OWNER);
  const classId = await h.createClass(OWNER, fields);
  const critique = (criticType: string, system: string, content: unknown) =>
    h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ content, criticType, system, competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose.' });
  return { owner, classId, critique };
}

/** The sections of a criticism: title, severity, where, fix. */
function sections(md: string) {
  return md
    .split(/^## /m)
    .slice(1)
    .map((b) => ({
      title: /^\d+\.\s*(.*)$/m.exec(b)![1],
      severity: /\*\*Severity:\*\* (\w+)/.exec(b)?.[1],
      where: /\*\*Where:\*\* `([^`]*)`/.exec(b)?.[1],
      fix: /\*\*Suggested fix:\*\* (.+)/.exec(b)?.[1],
    }));
}

const flawedSata = {
  title: 'Photosynthesis',
  questions: [
    {
      stem: 'Which describe photosynthesis? Select all that apply.',
      options: [
        { text: 'Plants use light energy captured by chlorophyll to turn carbon dioxide and water into glucose and oxygen.', correct: true, rationale: 'The definition.' },
        { text: 'Cells burn sugar', correct: false, rationale: '' },
        { text: 'Cells burn sugar', correct: false, rationale: 'Respiration.' },
        { text: 'All of the above', correct: false, rationale: 'No.' },
      ],
    },
    { stem: 'Which are gases?', options: [{ text: 'Oxygen', correct: true, rationale: 'Gas.' }, { text: 'Carbon dioxide', correct: true, rationale: 'Gas.' }, { text: 'Nitrogen', correct: true, rationale: 'Gas.' }] },
  ],
};

describe('built-in critic', () => {
  it('assessment (SATA): no wrong option, duplicates, "all of the above", the longest option as the cue, missing rationale', async () => {
    const { critique } = await setup();
    const res = await critique('assessment', 'SATA', flawedSata);
    expect(res.status).toBe(200);
    expect(res.body.generator).toEqual({ provider: 'builtin', model: 'builtin-critic-v1' });
    const s = sections(res.body.criticism);
    const by = (title: string) => s.find((x) => x.title === title);
    expect(by('No wrong option')).toMatchObject({ severity: 'high', where: '/questions/1/options' });
    expect(by('Duplicate option')).toMatchObject({ where: '/questions/0/options/2' });
    expect(by('"All/none of the above"')).toMatchObject({ where: '/questions/0/options/3/text' });
    expect(by('Length gives the answer away')).toMatchObject({ where: '/questions/0/options/0' });
    expect(by('Rationale missing')).toMatchObject({ where: '/questions/0/options/1/rationale' });
    for (const x of s) expect(x.fix).toBeTruthy();
    expect(res.body.findings).toHaveLength(s.length);
  });

  it('assessment finds nothing in a sound question', async () => {
    const { critique } = await setup();
    const sound = { title: 'T', questions: [{ stem: 'Which are gases?', options: [{ text: 'Oxygen', correct: true, rationale: 'A gas.' }, { text: 'Iron', correct: false, rationale: 'A metal.' }, { text: 'Steam', correct: true, rationale: 'Water as gas.' }] }] };
    const res = await critique('assessment', 'SATA', sound);
    expect(res.body.findings).toEqual([]);
    expect(res.body.criticism).toContain('No problems found');
  });

  it('technical: the mode schema in words (the same problems a PUT refuses), empty and duplicate fields, broken markdown', async () => {
    const { critique } = await setup();
    const ke = {
      title: 'T',
      objectives: ['Define photosynthesis.', 'Define photosynthesis.'],
      sections: [{ heading: 'Intro', body: 'Plants use **light to make food.\n\n```js\nx' }, { heading: 'Blank', body: '  ' }],
      keyTerms: [],
      workedExamples: [],
      checkQuestions: [{ question: 'What is it?' }],
    };
    const res = await critique('technical', 'KE', ke);
    const s = sections(res.body.criticism);
    expect(s.find((x) => x.title === 'Does not fit the mode' && x.where === '/checkQuestions/0/answer')).toBeTruthy();
    expect(s.find((x) => x.title === 'Does not fit the mode' && x.where === '/sections/1/body')).toBeTruthy();
    expect(s.find((x) => x.title === 'Empty field')?.where).toBe('/sections/1/body');
    expect(s.find((x) => x.title === 'Duplicate entry')?.where).toBe('/objectives/1');
    const md = res.body.findings.filter((f: { title: string }) => f.title === 'Broken markdown').map((f: { problem: string }) => f.problem).join(' ');
    expect(md).toMatch(/code fence/);
    expect(md).toMatch(/bold markers/);
  });

  it('bias: alex flags insensitive wording, pronouns are counted, names from one background are noted', async () => {
    const { critique } = await setup();
    const ke = {
      title: 'Photosynthesis',
      objectives: ['Explain photosynthesis.'],
      sections: [{ heading: 'A visit', body: 'The chairman of the garden club, John, says he waters his plants daily. James says he agrees, and Michael says he does too. Only a crazy gardener would plant in shade.' }],
      keyTerms: [],
      workedExamples: [{ title: 'Leaf', problem: 'Why green?', solution: 'Chlorophyll.' }],
      checkQuestions: [{ question: 'What is made?', answer: 'Glucose.' }],
    };
    const res = await critique('bias', 'KE', ke);
    const f = res.body.findings as Array<{ title: string; where: string; problem: string }>;
    const wording = f.filter((x) => x.title === 'Possibly insensitive wording');
    expect(wording.map((x) => x.problem).join(' ')).toMatch(/chairman/);
    expect(wording.map((x) => x.problem).join(' ')).toMatch(/crazy/);
    expect(wording.every((x) => x.where === '/sections/0/body')).toBe(true);
    expect(f.find((x) => x.title === 'Gendered pronouns are one-sided')?.problem).toMatch(/4 male and 0 female/);
    expect(f.find((x) => x.title === 'Names from one background only')?.problem).toMatch(/John, James, Michael/);
  });

  it("pedagogical: unmeasurable objectives, reading level against the class's grade, check questions without examples", async () => {
    const { critique } = await setup({}, { gradeLevel: 'Grade 3' });
    const ke = {
      title: 'Photosynthesis',
      objectives: ['Understand photosynthesis.', 'Explain where the oxygen comes from.'],
      sections: [
        {
          heading: 'Mechanism',
          body: 'Photosynthetic organisms utilise electromagnetic radiation, predominantly within the photosynthetically active spectral region, to drive endergonic carbohydrate biosynthesis, concomitantly liberating molecular oxygen through the photolytic decomposition of water molecules within thylakoid membranes.',
        },
      ],
      keyTerms: [],
      workedExamples: [],
      checkQuestions: [{ question: 'Where does oxygen come from?', answer: 'Water.' }],
    };
    const res = await critique('pedagogical', 'KE', ke);
    const f = res.body.findings as Array<{ title: string; where: string; problem: string; severity: string }>;
    expect(f.find((x) => x.title === 'Objective cannot be measured')).toMatchObject({ where: '/objectives/0' });
    expect(f.find((x) => x.where === '/objectives/1')).toBeUndefined();
    const level = f.find((x) => x.title === 'Reading level above the class')!;
    expect(level.severity).toBe('high');
    expect(level.problem).toMatch(/Flesch-Kincaid grade \d+(\.\d)?, above the class's level "Grade 3" \(3\)/);
    expect(f.find((x) => x.title === 'Check questions without worked examples')?.where).toBe('/workedExamples');
  });

  it('factual: lists the checkable claims, flags contradictions, says nothing was checked against a source', async () => {
    const { critique } = await setup();
    const ke = {
      title: 'Photosynthesis',
      objectives: ['Explain photosynthesis.'],
      sections: [
        { heading: 'Equation', body: '6CO2 + 6H2O = C6H12O6 + 6O2. Jan Ingenhousz showed in 1779 that light is needed. Leaves absorb about 90% of blue light.' },
        { heading: 'Oxygen', body: 'The air is 21% oxygen. A leaf has 3 layers.' },
        { heading: 'Again', body: 'A leaf has 5 layers.' },
      ],
      keyTerms: [
        { term: 'Chlorophyll', definition: 'A green pigment.' },
        { term: 'chlorophyll', definition: 'A red pigment.' },
      ],
      workedExamples: [],
      checkQuestions: [{ question: 'What is made?', answer: 'Glucose.' }],
    };
    const res = await critique('factual', 'KE', ke);
    expect(res.body.criticism).toMatch(/Nothing was checked against a source/);
    const f = res.body.findings as Array<{ title: string; where: string; problem: string }>;
    const claims = f.filter((x) => x.title.startsWith('Claim to verify')).map((x) => x.problem).join(' ');
    expect(claims).toMatch(/6CO2 \+ 6H2O = C6H12O6 \+ 6O2/);
    expect(claims).toMatch(/1779/);
    expect(claims).toMatch(/90%/);
    expect(claims).toMatch(/21%/);
    expect(f.find((x) => x.title === 'Term defined two ways')?.where).toBe('/keyTerms/1');
    expect(f.find((x) => x.title === 'Two values for one quantity')).toMatchObject({ where: '/sections/2/body' });
  });

  it('factual: reads formulas with subscripts whole and does not take a class name for a quantity', async () => {
    const { critique } = await setup();
    const res = await critique('factual', 'KE', { title: 'Class 8A', sections: [{ heading: 'Gas', body: 'Leaves take in CO₂ and release O₂; a leaf is 2 mm thick.' }] });
    const claims = (res.body.findings as Array<{ problem: string }>).map((f) => f.problem);
    expect(claims.some((c) => c.startsWith('"CO₂"'))).toBe(true);
    expect(claims.some((c) => c.startsWith('"2 mm"'))).toBe(true);
    expect(claims.some((c) => c.includes('"8A"'))).toBe(false);
  });

  it('comprehensive runs every check type', async () => {
    const { critique } = await setup();
    const res = await critique('comprehensive', 'SATA', flawedSata);
    const checks = new Set((res.body.findings as Array<{ check: string }>).map((f) => f.check));
    expect(checks.has('assessment')).toBe(true);
    expect(checks.has('technical')).toBe(true);
    expect(res.body.criticism).toMatch(/^# Comprehensive review: Photosynthesis \(SATA\)/);
    expect(res.body.criticism).toMatch(/Nothing was checked against a source/);
    // Most severe first.
    const order = { high: 0, medium: 1, low: 2, info: 3 } as Record<string, number>;
    const sev = (res.body.findings as Array<{ severity: string }>).map((f) => order[f.severity]!);
    expect(sev).toEqual([...sev].sort((a, b) => a - b));
  });
});

describe('critic with a model provider', () => {
  it("sends the type's checklist and the content, and renders the model's findings as the same markdown", async () => {
    const answer = { findings: [{ check: 'factual', severity: 'high', title: 'Wrong gas', where: '/sections/0/body', problem: 'Plants release oxygen, not nitrogen.', fix: 'Say oxygen.' }] };
    const fake = await startFakeOpenAI({ respond: () => openaiChat(JSON.stringify(answer), { model: 'gpt-test' }) });
    servers.push(fake);
    const { critique } = await setup({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0' });
    const res = await critique('factual', 'KE', { title: 'x', sections: [{ heading: 'h', body: 'Plants release nitrogen.' }] });
    expect(res.status).toBe(200);
    expect(res.body.generator).toEqual({ provider: 'provider_b', model: 'gpt-test' });
    expect(sections(res.body.criticism)).toEqual([{ title: 'Wrong gas', severity: 'high', where: '/sections/0/body', fix: 'Say oxygen.' }]);
    const call = fake.requests[0]!.body;
    expect(call.messages[0].content).toMatch(/facts, dates, formulas and statistics/);
    expect(call.messages.at(-1).content).toContain('Plants release nitrogen.');
  });

  it('an off-schema review twice is 502 critic_failed', async () => {
    const fake = await startFakeOpenAI({ respond: () => openaiChat('{"findings":[{"where":"not a pointer"}]}') });
    servers.push(fake);
    const { critique } = await setup({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, LLM_MAX_RETRIES: '0' });
    const res = await critique('technical', 'KE', { title: 'x' });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, error: 'critic_failed' });
    expect(fake.requests).toHaveLength(2);
  });
});
