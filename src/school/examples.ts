// Example bodies of /api/school for the OpenAPI document, beside the schemas they illustrate.
// Checked against their schemas when registered (jsonExample in src/http/openapi-registry.ts).
import type { SchoolClassView } from './schemas.js';

export const CLASS: SchoolClassView = {
  id: '5f0c6d1e-8a4b-4c7e-9d2f-1b3a5c7e9f01',
  title: 'Biology 9A',
  description: 'Cells, genetics and ecosystems for year 9.',
  subject: 'Biology',
  gradeLevel: '9',
  dscId: 'dsc-biology-cells',
  enrollmentCode: 'K7QX2M',
  teacherEmail: 'tess@school.example',
  teacherName: 'Tess Teacher',
  creatorEmail: 'tess@school.example',
  creatorName: 'Tess Teacher',
  contentExperts: [],
  ownershipTransferPending: null,
  createdAt: '2026-01-01T09:00:00.000Z',
  language: 'en',
  scenarioContext: '',
  itsAnalysisLevel: 2,
};

export const PENDING = JSON.stringify({ newOwnerEmail: 'otto@school.example', initiatedAt: '2026-01-02T10:00:00.000Z', initiatedBy: 'tess@school.example' });

export const CREATE_REQUEST = { title: 'Biology 9A', description: 'Cells, genetics and ecosystems for year 9.', subject: 'Biology', gradeLevel: '9', dscId: 'dsc-biology-cells' };
export const PATCH_REQUEST = { title: 'Biology 9B', itsAnalysisLevel: 5 };
export const EXPERT_REQUEST = { email: 'erin@school.example' };
export const TRANSFER_REQUEST = { newOwnerEmail: 'otto@school.example' };

/** An error body of the standard shape. */
export const error = (error: string, message: string, details?: { field: string; reason: string }) => ({ success: false, error, message, ...(details ? { details } : {}) });
