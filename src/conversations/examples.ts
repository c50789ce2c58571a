// Example bodies for the conversation API (/api/v1) and the scenario list in the OpenAPI document, taken from real answers of the built-in
// engine (ids and URLs as an integration on learn.example.org would see them). Checked against
// their schemas when registered (jsonExample in src/http/openapi-registry.ts).

// The one turn every example shows: the character's state after it and the coach's hint on it.
const STATE_AFTER_TURN = { trust: 0.622, resistance: 0.333, commitment_level: 0.208, skepticism: 0.448, engagement: 0.648, emotion: 'curious' };
const PHASE_HINT = { type: 'phase', message: "New phase: Draw out Dana's worries.", timestamp: 1767225600000 };

export const CREATE_REQUEST = {
  "scenario_id": "manager-remote-fridays",
  "options": {
    "max_user_turns": 10,
    "locale": "en-GB",
    "ui": {
      "theme": "auto"
    }
  }
};
export const CREATE_RESPONSE = {
  "session_id": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "embed_url": "https://learn.example.org/simulation?session=f8ee5168-15aa-49f8-a486-3815bc8b0f57&token=cFITEbeY9BPoAcvV0O3Xxn8rSJMCxW-kPxOS5vSkUck",
  "messages_url": "https://learn.example.org/api/v1/conversations/f8ee5168-15aa-49f8-a486-3815bc8b0f57/messages",
  "end_url": "https://learn.example.org/api/v1/conversations/f8ee5168-15aa-49f8-a486-3815bc8b0f57/end",
  "status_url": "https://learn.example.org/api/v1/conversations/f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "expires_at": "2026-01-01T01:00:00.000Z",
  "scenario": {
    "id": "manager-remote-fridays",
    "title": "Asking your manager for remote Fridays",
    "type": "persuasion",
    "npc": {
      "name": "Dana Whitfield",
      "role": "Analytics team manager",
      "voice": "coral"
    }
  },
  "opening_message": "Hi, come in. You wanted to talk about something? I have about twenty minutes."
};
export const MESSAGE_REQUEST = {
  "text": "What would worry you about remote Fridays?"
};
export const MESSAGE_RESPONSE = {
  "session_id": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "npc_response": "Interesting. Honestly? I keep coming back to having to justify an exception.",
  "updated_state": STATE_AFTER_TURN,
  "coach_hint": PHASE_HINT,
  "session_ended": false,
  "end_reason": null,
  "flags": [],
  "turn_count": 1
};
export const STATUS_RESPONSE = {
  "session_id": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "npc_state": STATE_AFTER_TURN,
  "turns": [
    {
      "role": "npc",
      "text": "Hi, come in. You wanted to talk about something? I have about twenty minutes.",
      "timestamp": 1767225600000
    },
    {
      "role": "user",
      "text": "What would worry you about remote Fridays?",
      "timestamp": 1767225600000
    },
    {
      "role": "npc",
      "text": "Interesting. Honestly? I keep coming back to having to justify an exception.",
      "timestamp": 1767225600000
    }
  ],
  "coach_hints": [PHASE_HINT],
  "flags": [],
  "started_at": "2026-01-01T00:00:00.000Z",
  "ended_at": null,
  "end_reason": null,
  "metadata": {},
  "expires_at": "2026-01-01T01:00:00.000Z"
};
export const END_RESPONSE = {
  "session_id": "f8ee5168-15aa-49f8-a486-3815bc8b0f57",
  "report": {
    "overall_score": 30,
    "outcome": "partial",
    "outcome_label": "Partly achieved: progress made, but no firm commitment yet.",
    "conviction_delta": 0.008,
    "kstar": {
      "situation": "Asking your manager for remote Fridays: Dana Whitfield (Analytics team manager) started warm, with trust 0.60, resistance 0.35 and commitment 0.20.",
      "task": "Goal: Dana agrees to a six-to-eight-week remote-Friday trial with agreed availability and a review meeting, and feels she can explain it to her director.",
      "action": "In 1 turns: open questions 1, closed questions 0, reflections 0, turns with empathy 0. Your strongest move was turn 1 (\"What would worry you about remote Fridays?\"): open question.",
      "result": "Final state: trust 0.62, resistance 0.33, commitment 0.21, emotion curious. Partly achieved: progress made, but no firm commitment yet.",
      "delta": "Since the start: trust +0.02, resistance -0.02, commitment +0.01. The biggest shift came at turn 1."
    },
    "skill_scores": [
      {
        "skill": "empathy",
        "score": 20,
        "feedback": "No turn acknowledged feelings or reflected their words back."
      },
      {
        "skill": "structure",
        "score": 35,
        "feedback": "No turn signposted the conversation (first, next, to summarise)."
      },
      {
        "skill": "assertiveness",
        "score": 20,
        "feedback": "No turn stated your own position or proposal clearly."
      },
      {
        "skill": "closure",
        "score": 12,
        "feedback": "You never asked for a concrete commitment or next step."
      },
      {
        "skill": "strategy",
        "score": 75,
        "feedback": "Turn 1 (\"What would worry you about remote Fridays?\") used an open question, a reflection or evidence to move things forward (such turns: 1)."
      }
    ],
    "timeline": [
      {
        "turn_number": 1,
        "user_action": "\"What would worry you about remote Fridays?\" (open question)",
        "npc_response": "Interesting. Honestly? I keep coming back to having to justify an exception.",
        "coach_comment": "New phase: Draw out Dana's worries.",
        "state_delta": {
          "trust": 0.022,
          "resistance": -0.017,
          "commitment_level": 0.008,
          "skepticism": -0.012,
          "engagement": 0.02,
          "emotion": "curious"
        }
      }
    ],
    "flags": [],
    "improvement_plan": [
      "Reflect their last words back at least once (\"So what matters to you is…\") before making your point.",
      "End with a concrete ask: \"Would you be willing to … by Friday?\"",
      "Name the feeling before the fact: start one reply with \"It sounds like…\" or \"I can see why…\".",
      "State your position once, clearly and calmly: \"What I can offer is…\", then stop talking.",
      "Signpost your turns: \"First…, then…, to summarise…\" so they can follow your plan."
    ],
    "ai_summary": "Partly achieved: progress made, but no firm commitment yet. Over 1 turns trust moved from 0.60 to 0.62 and commitment from 0.20 to 0.21. Reflect their last words back at least once (\"So what matters to you is…\") before making your point.",
    "duration_seconds": 0,
    "metrics": {
      "reflection_to_question_ratio": 0,
      "open_question_share": 1,
      "complex_reflection_share": 0,
      "talk_ratio": 0.212,
      "longest_turn_words": 7,
      "user_turns": 1,
      "talk_ratio_chars": 0.25,
      "filler_count": 0
    }
  },
  "metadata": {}
};
export const DELETE_RESPONSE = {
  "deleted": true
};
export const SCENARIO_LIST = {
  "language": "en",
  "categories": [
    {
      "id": "persuasion",
      "label": "Persuasion",
      "scenarios": [
        {
          "id": "manager-remote-fridays",
          "title": "Asking your manager for remote Fridays",
          "type": "persuasion",
          "domain": "Workplace / flexible work",
          "difficulty": "beginner",
          "context": "You are a data analyst who has been in the team for two years. You want to work from home on Fridays. Your manager, Dana Whitfield, is generally supportive but has never approved a standing remote day for anyone in the team. You have a 20-minute one-to-one with her this afternoon.",
          "npc": {
            "name": "Dana Whitfield",
            "role": "Analytics team manager",
            "avatar": "👩‍💼",
            "voice": "coral"
          },
          "training_objective": "Practise making a workplace request that anticipates the decision-maker's constraints and ends with a concrete, reviewable agreement.",
          "key_skills": [
            "Framing a request around shared goals",
            "Asking about concerns",
            "Making a specific proposal",
            "Asking for commitment"
          ]
        }
      ]
    }
  ],
  "count": 33
};
