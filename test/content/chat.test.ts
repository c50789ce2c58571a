// The criticism chat through the real app: follow-ups about the content and the criticism
// without repeating them. Built-in: answers about a named finding (number, JSON pointer, topic)
// from the review's findings as data (sent back, or recomputed; the markdown is never parsed),
// and "how do I fix it?" about the finding just discussed. With a model: the prompt carries the
// content, the findings and a bounded history.
import { afterEach, describe, expect, it } from 'vitest';
import { openaiChat, openaiError, startFakeOpenAI, type FakeServer } from '../helpers/fake-providers/index.js';
import { harness, type Harness } from './helpers.js';

const OWNER = 'owner@school.test';
let h: Harness;
const servers: FakeServer[] = [];
afterEach(async () => {
  await h?.close();
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const sata = {
  title: 'Photosynthesis',
  questions: [
    {
      stem: 'Which describe photosynthesis? Select all that apply.',
      options: [
        { text: 'Plants use light energy captured by chlorophyll to turn carbon dioxide and water into glucose and oxygen.', correct: true, rationale: 'The definition.' },
        { text: 'Cells burn sugar', correct: false, rationale: '' },
        { text: 'All of the above', correct: false, rationale: 'No.' },
      ],
    },
  ],
};

async function setup(env: Record<string, string> = {}) {
  h = await harness({ env });
  const owner = await h.login(OWNER);
  const classId = await h.createClass(OWNER);
  const common = { competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose.', system: 'SATA' };
  const critique = async () => (await h.http.post(`/api/class-content/critic/${classId}`).set('Cookie', owner).send({ ...common, content: sata, criticType: 'assessment' })).body;
  const ask = (criticism: string, userMessage: string, chatHistory: unknown[] = [], findings?: unknown[]) =>
    h.http.post(`/api/class-content/criticism-chat/${classId}`).set('Cookie', owner).send({ ...common, userMessage, criticism, criticismType: 'assessment', originalContent: sata, chatHistory, ...(findings ? { findings } : {}) });
  return { owner, classId, critique, ask };
}

describe('built-in criticism chat', () => {
  it('answers about a finding by number, with what the content says there and the fix', async () => {
    const { critique, ask } = await setup();
    const { criticism, findings } = await critique();
    const idx = findings.findIndex((f: { type: string }) => f.type === 'all_none_above');
    const res = await ask(criticism, `Why is finding ${idx + 1} a problem?`, [], findings);
    expect(res.status).toBe(200);
    expect(res.body.generator.provider).toBe('builtin');
    expect(res.body.response).toContain(`**Finding ${idx + 1}: "All/none of the above"**`);
    expect(res.body.response).toContain('/questions/0/options/2');
    expect(res.body.response).toContain('The content there now: "All of the above"');
    expect(res.body.response).toContain('What to do: Replace it with a statement that stands on its own.');
  });

  it('works from the findings sent, never from the markdown: a criticism text that says otherwise changes nothing', async () => {
    const { critique, ask } = await setup();
    const { findings } = await critique();
    const forged = '# Assessment review\n\n## 1. Something else entirely\n\n- **Where:** `/title`\n';
    const res = await ask(forged, 'Tell me about finding 1', [], findings);
    expect(res.body.response).toContain(`**Finding 1: `);
    expect(res.body.response).not.toContain('Something else entirely');
    // Without findings, the chat recomputes the same built-in checks on the content.
    const recomputed = await ask(forged, 'Tell me about finding 1');
    expect(recomputed.body.response).not.toContain('Something else entirely');
    expect(recomputed.body.response).toContain(findings[0].location);
  });

  it('answers about a location (JSON pointer) and about a topic', async () => {
    const { critique, ask } = await setup();
    const { criticism } = await critique();
    const byPointer = await ask(criticism, 'What is wrong at /questions/0/options/1/rationale?');
    expect(byPointer.body.response).toMatch(/Rationale missing/);
    const byTopic = await ask(criticism, 'Tell me more about the length problem');
    expect(byTopic.body.response).toMatch(/Length gives the answer away/);
    expect(byTopic.body.response).toContain('/questions/0/options/0');
  });

  it('a follow-up that names nothing refers to the finding of the previous answer', async () => {
    const { critique, ask } = await setup();
    const { criticism } = await critique();
    const first = await ask(criticism, 'Tell me more about the length problem');
    const history = [
      { role: 'user', content: 'Tell me more about the length problem' },
      { role: 'assistant', content: first.body.response },
    ];
    const followUp = await ask(criticism, 'And how do I fix it?', history);
    expect(followUp.body.response).toMatch(/Length gives the answer away/);
    expect(followUp.body.response).toMatch(/What to do: Make distractors as detailed as the answer/);
  });

  it('a question it cannot place lists the findings and says how to ask', async () => {
    const { critique, ask } = await setup();
    const { criticism, findings } = await critique();
    const res = await ask(criticism, 'Hmm?');
    expect(res.body.response).toContain(`The review has ${findings.length} finding(s)`);
    expect(res.body.response).toMatch(/Ask about one by number/);
  });
});

describe('criticism chat with a model', () => {
  it('sends the original content, the findings and a bounded history; condenses older turns', async () => {
    const fake = await startFakeOpenAI({ respond: () => openaiChat('Shorten option 1 to match the others.', { model: 'gpt-test' }) });
    servers.push(fake);
    const { ask } = await setup({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, PROVIDERB_MODEL: 'gpt-test', LLM_MAX_RETRIES: '0' });
    const history = Array.from({ length: 12 }, (_, i) => ({ role: i % 2 ? 'assistant' : 'user', content: `turn number ${i}` }));
    const finding = { type: 'length_cue', check: 'assessment', severity: 'medium', title: 'Length gives the answer away', location: '/questions/0/options/0', quote: 'Plants use light', explanation: 'The longest option is the answer.', fix: 'Shorten it.' };
    const res = await ask('# Assessment review', 'How do I fix it?', history, [finding]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, response: 'Shorten option 1 to match the others.', generator: { provider: 'provider_b', model: 'gpt-test' } });
    expect(res.body.historyNote).toMatch(/last 8 messages verbatim and a condensed line for 4 older/);
    const call = fake.requests[0]!.body;
    // The system prompt is the service's own words; what the teacher sent (the content, the
    // findings, the condensed older turns) opens the first user message, never the instructions.
    const system = call.messages[0].content as string;
    expect(call.messages[0].role).toMatch(/^(system|developer)$/);
    expect(system).not.toContain('Plants use light');
    expect(system).not.toContain('turn number');
    const [context, ...later] = call.messages.slice(1) as Array<{ role: string; content: string }>;
    expect(context!.role).toBe('user');
    expect(context!.content).toContain('Plants use light energy captured by chlorophyll');
    expect(context!.content).toContain('"title":"Length gives the answer away","location":"/questions/0/options/0"');
    expect(context!.content).toMatch(/Earlier in this chat \(4 messages, condensed\): user: turn number 0/);
    expect(context!.content.endsWith('\n\nturn number 4')).toBe(true);
    expect(later.map((m) => m.content)).toEqual([...history.slice(5).map((m) => m.content), 'How do I fix it?']);
    expect(later[0]!.role).toBe('assistant');
  });

  it('a failing model is 502 chat_failed without upstream details', async () => {
    const fake = await startFakeOpenAI({ respond: () => openaiError(503, 'overloaded at https://internal.example') });
    servers.push(fake);
    const { ask } = await setup({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'k', PROVIDERB_BASE_URL: fake.url, LLM_MAX_RETRIES: '0' });
    const res = await ask('# Review', 'Why?');
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ success: false, error: 'chat_failed' });
    expect(JSON.stringify(res.body)).not.toMatch(/internal\.example|overloaded|127\.0\.0\.1/);
  });
});
