// Every map-area path is in the OpenAPI document with its request and response schemas, and the
// error responses use the standard error body.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mapsApp } from './support.js';

describe('OpenAPI document (map area)', () => {
  it('registers every path, schema and error response', async () => {
    const { app } = await mapsApp();
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body;
    const ref = (id: string) => `#/components/schemas/${id}`;
    const op = (p: string, m: string) => doc.paths[p]?.[m];

    const postMap = op('/api/direct/map', 'post');
    expect(postMap.requestBody.content['application/json'].schema.$ref).toBe(ref('MapRequest'));
    expect(postMap.responses['200'].content['application/json'].schema.$ref).toBe(ref('MapResponse'));
    for (const s of ['400', '401', '502', '503']) expect(postMap.responses[s].content['application/json'].schema.$ref).toBe(ref('StandardError'));
    const params = postMap.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    expect(params).toEqual(expect.arrayContaining(['query:skipCache', 'query:includeLearningPath', 'query:lang', 'header:x-llm-provider', 'header:x-language', 'header:x-api-key']));

    const getMap = op('/api/direct/map', 'get');
    expect(getMap.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['json', 'help']));
    expect(getMap.responses['200'].content['text/plain']).toBeDefined();

    expect(op('/api/map/curriculum', 'post').requestBody.content['application/json'].schema.$ref).toBe(ref('CurriculumRequest'));
    expect(op('/api/map/curriculum', 'post').responses['200'].content['application/json'].schema.$ref).toBe(ref('CurriculumResponse'));
    expect(op('/api/direct/suggest', 'post').requestBody.content['application/json'].schema.$ref).toBe(ref('SuggestRequest'));
    expect(op('/api/direct/suggest', 'post').responses['200'].content['application/json'].schema.$ref).toBe(ref('SuggestResponse'));
    expect(op('/api/direct/docs', 'get').responses['200'].content['application/json'].schema.$ref).toBe(ref('MapApiDocs'));
    expect(op('/api/direct/compose', 'get').responses['200'].content['text/html']).toBeDefined();
    expect(op('/api/direct/mapHowTo', 'get').responses['200'].content['text/html']).toBeDefined();

    for (const id of ['MapRequest', 'MapResponse', 'ConceptMap', 'MapNode', 'MapEdge', 'LearningPhase', 'MapQuality', 'MapObjstoreConfig', 'LlmConfig', 'CurriculumRequest', 'Curriculum', 'CurriculumSuggestRequest', 'CurriculumSuggestion', 'Generator']) {
      expect(doc.components.schemas[id], id).toBeDefined();
    }
    // Strict bodies are documented as such.
    expect(doc.components.schemas.MapRequest.additionalProperties).toBe(false);
    expect(doc.components.schemas.CurriculumRequest.properties.targetCount).toMatchObject({ maximum: 30, default: 15 });
    expect(doc.components.schemas.MapRequest.properties.lang.enum).toHaveLength(14);
  });
});
