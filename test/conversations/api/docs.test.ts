// The conversation API in the OpenAPI document, and the scenario list mounted beside it.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { conversationApp } from './fixtures.js';

describe('conversation API documentation', () => {
  it('documents every path with the bearer scheme, request/response schemas and error codes', async () => {
    const { app } = await conversationApp();
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body;
    expect(doc.components.securitySchemes.ConversationApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = doc.paths['/api/v1/conversations'].post;
    expect(create.security).toEqual([{ ConversationApiKey: [] }]);
    expect(create.requestBody.content['application/json'].schema.$ref).toBe('#/components/schemas/CreateConversationRequest');
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '404', '429', '502', '503']);
    expect(create.responses['503'].description).toContain('capacity_exceeded');
    const messages = doc.paths['/api/v1/conversations/{id}/messages'].post;
    expect(messages.responses['409'].description).toContain('max_turns_reached');
    expect(messages.parameters[0]).toMatchObject({ name: 'id', in: 'path' });
    expect(doc.paths['/api/v1/conversations/{id}/end'].post.responses['502'].description).toContain('report_generation_failed');
    expect(doc.paths['/api/v1/conversations/{id}'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/v1/conversations/{id}'].delete.responses['200']).toBeDefined();
    const options = doc.components.schemas.ConversationOptions;
    expect(options.additionalProperties).toBe(false);
    expect(options.properties.max_user_turns).toMatchObject({ minimum: 1, maximum: 200 });
    expect(doc.components.schemas.ConversationUiOptions.properties.theme.enum).toEqual(['light', 'dark', 'auto']);
    expect(doc.components.schemas.CoachHint.properties.type.enum).toEqual(['praise', 'suggestion', 'warning', 'phase', 'info']);
    expect(doc.components.schemas.ConversationEndReason.enum).toEqual(['max_turns_reached', 'ended_by_caller', 'max_size_reached']);
  });

  it('serves GET /api/scenarios without authentication', async () => {
    const { app } = await conversationApp({ env: { SERVICE_API_KEYS: '' } });
    const res = await request(app).get('/api/scenarios').expect(200);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
