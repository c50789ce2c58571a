// Example bodies for /api/curriculum (batch generation) in the OpenAPI document, taken from real answers of the service
// (users on school.example). Checked against their schemas when registered (jsonExample in
// src/openapi/registry.ts).

export const GENERATE_REQUEST = {
  "classId": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "concepts": [
    {
      "id": "fractions",
      "label": "Fractions"
    },
    {
      "id": "percentages",
      "label": "Percentages"
    }
  ]
};
export const GENERATE_RESPONSE = {
  "success": true,
  "batchId": "7974ec6e-350c-4a63-bf53-b7a2a0155ebb",
  "status": "processing",
  "totalConcepts": 2,
  "message": "Generating 2 concept maps; poll batch-status",
  "generator": {
    "provider": "builtin",
    "model": "builtin-v1",
    "mode": "background"
  }
};
export const STATUS_RESPONSE = {
  "success": true,
  "batchId": "7974ec6e-350c-4a63-bf53-b7a2a0155ebb",
  "classId": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "status": "completed",
  "totalConcepts": 2,
  "requestCounts": {
    "processing": 0,
    "succeeded": 2,
    "errored": 0,
    "canceled": 0,
    "expired": 0
  },
  "succeeded": 2,
  "failed": 0,
  "failures": [],
  "generator": {
    "provider": "builtin",
    "model": "builtin-v1"
  },
  "createdAt": "2026-01-01T00:00:00.000Z",
  "completedAt": "2026-01-01T00:00:00.000Z"
};
export const RESULTS_RESPONSE = {
  "success": true,
  "batchId": "7974ec6e-350c-4a63-bf53-b7a2a0155ebb",
  "status": "completed",
  "succeeded": 2,
  "failed": 0,
  "results": [
    {
      "conceptId": "fractions",
      "label": "Fractions",
      "mapId": "0966d705-cb52-4c10-93eb-7a155ca977d2",
      "storePath": "maps/by-id/0966d705-cb52-4c10-93eb-7a155ca977d2.json"
    },
    {
      "conceptId": "percentages",
      "label": "Percentages",
      "mapId": "28b53e5a-1340-4f0a-8ad1-06e6dbb35bce",
      "storePath": "maps/by-id/28b53e5a-1340-4f0a-8ad1-06e6dbb35bce.json"
    }
  ],
  "failures": []
};
