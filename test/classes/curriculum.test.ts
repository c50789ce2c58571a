// The curriculum checks as pure functions: every problem reported, each with its path.
import { describe, expect, it } from 'vitest';
import { CurriculumSchema, curriculumProblems, requiresCycle, type Curriculum } from '../../src/classes/curriculum.js';
import { ValidationError } from '../../src/http/errors.js';
import { assertValidCurriculum } from '../../src/classes/curriculum.js';
import { sampleCurriculum } from './helpers.js';

const base = CurriculumSchema.parse(sampleCurriculum);
const withChanges = (c: Partial<Curriculum>): Curriculum => ({ ...base, ...c });

describe('curriculum checks', () => {
  it('accepts a well-formed curriculum', () => {
    expect(curriculumProblems(base)).toEqual([]);
  });

  it('reports every problem at once, each naming its path', () => {
    const problems = curriculumProblems(
      withChanges({
        nodes: [...base.nodes, { id: 'cells', label: 'Dup', type: 'concept' }],
        edges: [
          { from: 'cells', to: 'cells', type: 'related' },
          { from: 'x', to: 'dna', type: 'enables' },
          { from: 'cells', to: 'dna', type: 'requires' },
          { from: 'cells', to: 'dna', type: 'requires' },
        ],
        learningPath: ['cells', 'cells', 'nope'],
        learningPhases: [{ name: 'P1', nodeIds: ['cells', 'gone'] }],
      }),
    );
    expect(problems).toEqual([
      'curriculum.nodes[3].id: duplicate node id "cells"',
      'curriculum.edges[0]: an edge may not connect a node to itself',
      'curriculum.edges[1].from: unknown node id "x"',
      'curriculum.edges[3]: duplicate edge',
      'curriculum.learningPath[1]: node id "cells" appears twice',
      'curriculum.learningPath[2]: unknown node id "nope"',
      'curriculum.learningPath: missing node ids "dna", "pcr"',
      'curriculum.learningPhases[0].nodeIds[1]: unknown node id "gone"',
    ]);
  });

  it('finds requires cycles (and only those: enables/related loops are allowed)', () => {
    expect(requiresCycle(withChanges({ edges: [...base.edges, { from: 'pcr', to: 'cells', type: 'requires' }] }))).toEqual(['cells', 'dna', 'pcr', 'cells']);
    expect(requiresCycle(withChanges({ edges: [...base.edges, { from: 'pcr', to: 'cells', type: 'related' }] }))).toBeUndefined();
    // A long chain is handled without recursion.
    const n = 30;
    const nodes = Array.from({ length: n }, (_, i) => ({ id: `n${i}`, label: `N${i}`, type: 'concept' as const }));
    const chain = nodes.slice(1).map((x, i) => ({ from: `n${i}`, to: x.id, type: 'requires' as const }));
    expect(requiresCycle({ nodes, edges: chain })).toBeUndefined();
    expect(requiresCycle({ nodes, edges: [...chain, { from: `n${n - 1}`, to: 'n5', type: 'requires' }] })?.[0]).toBe('n5');
  });

  it('assertValidCurriculum throws a 400 invalid_curriculum naming the first field', () => {
    try {
      assertValidCurriculum(withChanges({ learningPath: ['dna'] }));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect(err).toMatchObject({ status: 400, code: 'invalid_curriculum', details: { field: 'curriculum.learningPath' } });
    }
  });

  it('the schema caps concepts at 30 and strips unknown fields', () => {
    const nodes = Array.from({ length: 31 }, (_, i) => ({ id: `n${i}`, label: `N${i}`, type: 'concept' }));
    expect(CurriculumSchema.safeParse({ nodes, edges: [], learningPath: [] }).success).toBe(false);
    const parsed = CurriculumSchema.parse({ ...sampleCurriculum, nodes: [{ id: 'a', label: 'A', type: 'skill', colour: 'red' }] });
    expect(parsed.nodes[0]).toEqual({ id: 'a', label: 'A', type: 'skill' });
  });
});
