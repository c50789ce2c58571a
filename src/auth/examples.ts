// Example bodies for /api/auth in the OpenAPI document (beside the schemas they illustrate), taken from real answers of the service
// (users on school.example). Checked against their schemas when registered (jsonExample in
// src/http/openapi-registry.ts).

export const SESSION_RESPONSE = {
  "success": true,
  "user": {
    "id": "teacher-1",
    "email": "teacher@school.example",
    "name": "Tess Teacher",
    "role": "teacher"
  },
  "expiresAt": "2026-01-01T01:00:00.000Z"
};
export const LOGOUT_RESPONSE = {
  "success": true
};
export const DEV_LOGIN_REQUEST = {
  "email": "tess@school.example",
  "role": "teacher",
  "name": "Tess Teacher"
};
export const DEV_LOGIN_RESPONSE = {
  "success": true,
  "user": {
    "id": "6f5c06eb-16eb-5ed7-882e-51ae4a4b5bf5",
    "email": "tess@school.example",
    "name": "Tess Teacher",
    "role": "teacher"
  },
  "expiresAt": "2026-01-01T08:00:00.000Z",
  "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6InRlc3NAc2Nob29sLmV4YW1wbGUifQ.c2lnbmF0dXJl"
};
