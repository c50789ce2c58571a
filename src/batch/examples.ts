// Example bodies for /api/curriculum (batch generation) in the OpenAPI document, taken from real answers of the service
// (users on school.example). Checked against their schemas when registered (jsonExample in
// src/http/openapi-registry.ts).

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
    "model": "builtin-knowledge-v2",
    "mode": "background"
  }
};
export const STATUS_RESPONSE = {
  "success": true,
  "batchId": "7974ec6e-350c-4a63-bf53-b7a2a0155ebb",
  "classId": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "status": "completed",
  "totalConcepts": 2,
  "progress": 1,
  "etaSeconds": 0,
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
    "model": "builtin-knowledge-v2"
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
export const LIST_RESPONSE = {
  "success": true,
  "classId": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "batches": [
    {
      "batchId": "b41c7f0e-2d8a-4f6b-9c3e-5a1d7e9f2b40",
      "status": "processing",
      "createdAt": "2026-01-01T00:10:00.000Z",
      "completedAt": null,
      "totalConcepts": 12,
      "progress": 0.25,
      "etaSeconds": 90,
      "generator": { "provider": "builtin", "model": "builtin-knowledge-v2", "mode": "background" }
    },
    {
      "batchId": "7974ec6e-350c-4a63-bf53-b7a2a0155ebb",
      "status": "completed",
      "createdAt": "2026-01-01T00:00:00.000Z",
      "completedAt": "2026-01-01T00:00:03.000Z",
      "totalConcepts": 2,
      "progress": 1,
      "etaSeconds": 0,
      "generator": { "provider": "builtin", "model": "builtin-knowledge-v2", "mode": "background" }
    }
  ]
};
export const CANCEL_RESPONSE = {
  ...STATUS_RESPONSE,
  "batchId": "b41c7f0e-2d8a-4f6b-9c3e-5a1d7e9f2b40",
  "status": "canceled",
  "totalConcepts": 12,
  "progress": 1,
  "etaSeconds": 0,
  "requestCounts": { "processing": 0, "succeeded": 3, "errored": 0, "canceled": 9, "expired": 0 },
  "succeeded": 3,
  "failed": 9,
  "failures": [{ "conceptId": "ratio", "state": "canceled", "reason": "the batch was canceled before this concept was generated" }],
  "completedAt": "2026-01-01T00:10:40.000Z"
};
