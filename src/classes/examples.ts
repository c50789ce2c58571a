// Example bodies for /api/classes in the OpenAPI document (beside the schemas they illustrate), taken from real answers of the service
// (users on school.example). Checked against their schemas when registered (jsonExample in
// src/http/openapi-registry.ts).

export const CREATE_REQUEST = {
  "name": "Biology 9A",
  "description": "Cells and genetics",
  "subject": "Biology",
  "domain": "Biology",
  "subdomain": "Genetics"
};
export const CREATE_RESPONSE = {
  "success": true,
  "class": {
    "id": "4b7f893d-6c2e-4425-a23d-21402564af79",
    "name": "Biology 9A",
    "description": "Cells and genetics",
    "subject": "Biology",
    "domain": "Biology",
    "subdomain": "Genetics",
    "enrollmentCode": "3T2XZB",
    "teacherEmail": "teacher@school.example",
    "teacherName": "Tess Teacher",
    "createdAt": "2026-01-01T00:00:00.000Z",
    "updatedAt": "2026-01-01T00:00:00.000Z",
    "studentCount": 0,
    "curriculum": null,
    "students": []
  }
};
export const LIST_RESPONSE = {
  "success": true,
  "classes": [
    {
      "id": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
      "name": "Maths 7",
      "description": null,
      "subject": null,
      "domain": "Mathematics",
      "subdomain": "Number",
      "enrollmentCode": "UJNYU6",
      "teacherEmail": "teacher@school.example",
      "teacherName": "Tess Teacher",
      "createdAt": "2026-01-01T00:00:00.000Z",
      "updatedAt": "2026-01-01T00:00:00.000Z",
      "studentCount": 0,
      "hasCurriculum": false
    },
    {
      "id": "4b7f893d-6c2e-4425-a23d-21402564af79",
      "name": "Biology 9A",
      "description": "Cells and genetics",
      "subject": "Biology",
      "domain": "Biology",
      "subdomain": "Genetics",
      "enrollmentCode": "3T2XZB",
      "teacherEmail": "teacher@school.example",
      "teacherName": "Tess Teacher",
      "createdAt": "2026-01-01T00:00:00.000Z",
      "updatedAt": "2026-01-01T00:00:00.000Z",
      "studentCount": 0,
      "hasCurriculum": false
    }
  ],
  "nextCursor": null
};
export const CLASS_RESPONSE = {
  "success": true,
  "class": {
    "id": "4b7f893d-6c2e-4425-a23d-21402564af79",
    "name": "Biology 9A",
    "description": "Cells and genetics",
    "subject": "Biology",
    "domain": "Biology",
    "subdomain": "Genetics",
    "enrollmentCode": "3T2XZB",
    "teacherEmail": "teacher@school.example",
    "teacherName": "Tess Teacher",
    "createdAt": "2026-01-01T00:00:00.000Z",
    "updatedAt": "2026-01-01T00:00:00.000Z",
    "studentCount": 0,
    "curriculum": null,
    "students": []
  }
};
export const CURRICULUM_RESPONSE = {
  "success": true,
  "class": {
    "id": "4b7f893d-6c2e-4425-a23d-21402564af79",
    "name": "Biology 9A",
    "description": "Cells and genetics",
    "subject": "Biology",
    "domain": "Biology",
    "subdomain": "Genetics",
    "enrollmentCode": "3T2XZB",
    "teacherEmail": "teacher@school.example",
    "teacherName": "Tess Teacher",
    "createdAt": "2026-01-01T00:00:00.000Z",
    "updatedAt": "2026-01-01T00:00:00.000Z",
    "studentCount": 0,
    "curriculum": {
      "nodes": [
        {
          "id": "cells",
          "label": "Cells",
          "type": "prerequisite",
          "description": "What a cell is."
        },
        {
          "id": "dna",
          "label": "DNA",
          "type": "concept"
        },
        {
          "id": "pcr",
          "label": "Running a PCR",
          "type": "skill"
        }
      ],
      "edges": [
        {
          "from": "cells",
          "to": "dna",
          "type": "requires"
        },
        {
          "from": "dna",
          "to": "pcr",
          "type": "requires"
        }
      ],
      "learningPath": [
        "cells",
        "dna",
        "pcr"
      ]
    },
    "students": []
  }
};
export const JOIN_REQUEST = {
  "code": "3T2XZB"
};
export const JOIN_RESPONSE = {
  "success": true,
  "alreadyEnrolled": false,
  "class": {
    "id": "4b7f893d-6c2e-4425-a23d-21402564af79",
    "name": "Biology 9A",
    "description": "Cells and genetics",
    "subject": "Biology",
    "domain": "Biology",
    "subdomain": "Genetics",
    "enrollmentCode": "3T2XZB",
    "teacherEmail": "teacher@school.example",
    "teacherName": "Tess Teacher",
    "createdAt": "2026-01-01T00:00:00.000Z",
    "updatedAt": "2026-01-01T00:00:00.000Z",
    "studentCount": 1,
    "curriculum": {
      "nodes": [
        {
          "id": "cells",
          "label": "Cells",
          "type": "prerequisite",
          "description": "What a cell is."
        },
        {
          "id": "dna",
          "label": "DNA",
          "type": "concept"
        },
        {
          "id": "pcr",
          "label": "Running a PCR",
          "type": "skill"
        }
      ],
      "edges": [
        {
          "from": "cells",
          "to": "dna",
          "type": "requires"
        },
        {
          "from": "dna",
          "to": "pcr",
          "type": "requires"
        }
      ],
      "learningPath": [
        "cells",
        "dna",
        "pcr"
      ]
    },
    "students": [
      {
        "id": "learner-1",
        "email": "learner@school.example",
        "name": "Lea Learner",
        "joinedAt": "2026-01-01T00:00:00.000Z"
      }
    ]
  }
};
export const PROGRESS_RESPONSE = {
  "success": true,
  "classId": "4b7f893d-6c2e-4425-a23d-21402564af79",
  "studentId": "learner-1",
  "progress": [
    {
      "conceptId": "cells",
      "label": "Cells",
      "status": "not_started",
      "updatedAt": null
    },
    {
      "conceptId": "dna",
      "label": "DNA",
      "status": "in_progress",
      "updatedAt": "2026-01-01T00:00:00.000Z"
    },
    {
      "conceptId": "pcr",
      "label": "Running a PCR",
      "status": "not_started",
      "updatedAt": null
    }
  ]
};
export const ALL_PROGRESS_RESPONSE = {
  "success": true,
  "classId": "4b7f893d-6c2e-4425-a23d-21402564af79",
  "students": [
    {
      "studentId": "learner-1",
      "email": "learner@school.example",
      "name": "Lea Learner",
      "joinedAt": "2026-01-01T00:00:00.000Z",
      "progress": [
        {
          "conceptId": "cells",
          "label": "Cells",
          "status": "not_started",
          "updatedAt": null
        },
        {
          "conceptId": "dna",
          "label": "DNA",
          "status": "in_progress",
          "updatedAt": "2026-01-01T00:00:00.000Z"
        },
        {
          "conceptId": "pcr",
          "label": "Running a PCR",
          "status": "not_started",
          "updatedAt": null
        }
      ]
    }
  ]
};
export const DELETE_RESPONSE = {
  "success": true,
  "deleted": true,
  "id": "4b7f893d-6c2e-4425-a23d-21402564af79"
};
export const CURRICULUM_REQUEST = {
  "curriculum": {
    "nodes": [
      {
        "id": "cells",
        "label": "Cells",
        "type": "prerequisite",
        "description": "What a cell is."
      },
      {
        "id": "dna",
        "label": "DNA",
        "type": "concept"
      },
      {
        "id": "pcr",
        "label": "Running a PCR",
        "type": "skill"
      }
    ],
    "edges": [
      {
        "from": "cells",
        "to": "dna",
        "type": "requires"
      },
      {
        "from": "dna",
        "to": "pcr",
        "type": "requires"
      }
    ],
    "learningPath": [
      "cells",
      "dna",
      "pcr"
    ]
  }
};
export const PROGRESS_REQUEST = {
  "conceptId": "dna",
  "status": "in_progress"
};
