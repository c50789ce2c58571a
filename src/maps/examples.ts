// Example bodies for the concept map API in the OpenAPI document (endpoints.ts), taken from real
// answers of the built-in engine (ids and URLs as an integration on learn.example.org would see
// them). Checked against their schemas when registered (jsonExample in src/http/openapi-registry.ts).
import { API_VERSION } from '../http/openapi-registry.js';

export const MAP_REQUEST = {
  "domain": "Physics",
  "subdomain": "Mechanics",
  "key": "Newton's second law"
};
export const MAP_RESPONSE = {
  "success": true,
  "mapId": "350cca63-7f53-47a2-a015-5ebb0966d705",
  "method": "structural",
  "cached": false,
  "input": {
    "domain": "Physics",
    "subdomain": "Mechanics",
    "key": "Newton's second law"
  },
  "lang": "en",
  "map": {
    "nodes": [
      {
        "id": "newton-s-second-law",
        "label": "Newton's second law",
        "type": "concept",
        "isCenter": true,
        "description": "The rate of change of momentum is proportional to the imposed force and goes in the direction of the force."
      },
      {
        "id": "newtons-laws",
        "label": "Newton's laws of motion",
        "type": "concept",
        "description": "Inertia, F = ma, and action–reaction pairs."
      },
      {
        "id": "law",
        "label": "Law",
        "type": "prerequisite",
        "description": "A generalization that describes recurring facts or events in nature."
      },
      {
        "id": "forces",
        "label": "Forces",
        "type": "concept",
        "description": "Pushes and pulls, force diagrams, resultant force, friction and weight."
      },
      {
        "id": "kinematics",
        "label": "Motion: speed, velocity and acceleration",
        "type": "concept",
        "description": "Describing motion with distance, displacement, velocity, acceleration and motion graphs."
      }
    ],
    "edges": [
      {
        "from": "newton-s-second-law",
        "to": "newtons-laws",
        "type": "special-case"
      },
      {
        "from": "newtons-laws",
        "to": "law",
        "type": "special-case"
      },
      {
        "from": "forces",
        "to": "newtons-laws",
        "type": "requires"
      },
      {
        "from": "kinematics",
        "to": "newtons-laws",
        "type": "requires"
      }
    ],
    "learningPath": [
      "law",
      "newton-s-second-law",
      "forces",
      "kinematics",
      "newtons-laws"
    ],
    "learningPhases": [
      {
        "name": "Foundations",
        "nodeIds": [
          "law"
        ]
      },
      {
        "name": "Core concept",
        "nodeIds": [
          "newton-s-second-law",
          "forces",
          "kinematics",
          "newtons-laws"
        ]
      }
    ]
  },
  "generator": {
    "provider": "builtin",
    "model": "builtin-wordnet-v1"
  },
  "warnings": [],
  "quality": {
    "score": 0.76,
    "reasons": [
      "The key is the centre with 1 direct links",
      "2 prerequisite/sequence links, 0 leading into the key",
      "5 concepts (few)"
    ],
    "method": "builtin"
  },
  "storePath": "maps/by-id/350cca63-7f53-47a2-a015-5ebb0966d705.json",
  "createdAt": "2026-01-01T00:00:00.000Z"
};
export const SUGGEST_REQUEST = {
  "mode": "curriculum",
  "domain": "Biology",
  "subdomain": "Genetics",
  "count": 3
};
export const SUGGEST_RESPONSE = {
  "success": true,
  "mode": "curriculum",
  "lang": "en",
  "suggestions": [
    {
      "label": "Genes and characteristics",
      "description": "Genes carry instructions for inherited features.",
      "type": "concept",
      "confidence": 0.9,
      "guess": false
    },
    {
      "label": "Alleles",
      "description": "Different versions of the same gene.",
      "type": "concept",
      "confidence": 0.9,
      "guess": false
    },
    {
      "label": "Dominant and recessive alleles",
      "description": "A dominant allele shows even with one copy.",
      "type": "concept",
      "confidence": 0.9,
      "guess": false
    }
  ],
  "generator": {
    "provider": "builtin",
    "model": "builtin-knowledge-v2"
  }
};
export const CURRICULUM_REQUEST = {
  "domain": "Mathematics",
  "subdomain": "Algebra",
  "concepts": [
    "linear equations"
  ],
  "targetCount": 3
};
export const CURRICULUM_RESPONSE = {
  "success": true,
  "curriculum": {
    "nodes": [
      {
        "id": "linear-equations",
        "label": "linear equations",
        "type": "concept",
        "description": "Equations of degree one in one unknown, solved by balancing both sides."
      },
      {
        "id": "equations",
        "label": "Equations",
        "type": "concept",
        "description": "Statements that two expressions are equal, and what it means to solve one."
      },
      {
        "id": "fractions",
        "label": "Fractions",
        "type": "prerequisite",
        "description": "Parts of a whole: equivalent fractions, simplifying, and the four operations with fractions."
      }
    ],
    "edges": [
      {
        "from": "equations",
        "to": "linear-equations",
        "type": "requires"
      },
      {
        "from": "fractions",
        "to": "linear-equations",
        "type": "requires"
      }
    ],
    "learningPath": [
      "fractions",
      "equations",
      "linear-equations"
    ],
    "learningPhases": [
      {
        "name": "Core concepts",
        "nodeIds": [
          "fractions",
          "equations",
          "linear-equations"
        ]
      }
    ]
  },
  "lang": "en",
  "generator": {
    "provider": "builtin",
    "model": "builtin-wordnet-v1"
  },
  "warnings": []
};
export const DOCS_RESPONSE = {
  "name": "Concept Map API",
  "version": API_VERSION,
  "description": "Generates concept maps (nodes, edges, learning path, learning phases) from a structural input (domain, subdomain, key) or a free-text problem, curricula of up to 30 concepts, and curriculum suggestions.",
  "openapi": "https://learn.example.org/api/openapi.json",
  "reference": "https://learn.example.org/api/reference",
  "help": "https://learn.example.org/api/direct/map?help",
  "pages": {
    "compose": "https://learn.example.org/api/direct/compose",
    "mapHowTo": "https://learn.example.org/api/direct/mapHowTo"
  },
  "authentication": {
    "required": false,
    "headers": [
      "X-API-Key",
      "Authorization: Bearer <key>"
    ]
  },
  "languages": [
    "en",
    "es",
    "fr",
    "zh",
    "de",
    "pt",
    "ar",
    "hi",
    "ja",
    "ko",
    "ru",
    "it",
    "nl",
    "tr"
  ],
  "providers": [
    "provider_a",
    "provider_b",
    "provider_c",
    "builtin"
  ],
  "endpoints": [
    {
      "method": "POST",
      "path": "/api/direct/map",
      "summary": "Generate (or fetch the cached) concept map",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/map?json=<url-encoded body>",
      "summary": "Same as the POST, body in the query",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/map?help",
      "summary": "Plain-text quick start for code agents",
      "auth": false
    },
    {
      "method": "POST",
      "path": "/api/direct/suggest",
      "summary": "Suggestions (mode: curriculum)",
      "auth": false
    },
    {
      "method": "POST",
      "path": "/api/map/curriculum",
      "summary": "Curriculum of up to 30 concepts",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/health",
      "summary": "Health check",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/docs",
      "summary": "This self-description",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/compose",
      "summary": "Interactive page: build a request, see the map",
      "auth": false
    },
    {
      "method": "GET",
      "path": "/api/direct/mapHowTo",
      "summary": "Interactive page: how to call the API",
      "auth": false
    }
  ]
};
