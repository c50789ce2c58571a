// Example bodies for the hosted page's endpoints in the OpenAPI document, taken from real answers of the built-in
// engine (ids and URLs as an integration on learn.example.org would see them). Checked against
// their schemas when registered (jsonExample in src/http/openapi-registry.ts).

export const PAGE_SESSION = {
  "session_id": "cb27e415-3078-4b7f-893d-6c2e9425623d",
  "scenario": {
    "id": "manager-remote-fridays",
    "title": "Asking your manager for remote Fridays",
    "type": "persuasion"
  },
  "npc": {
    "name": "Dana Whitfield",
    "role": "Analytics team manager",
    "voice": "coral",
    "avatar": "👩‍💼"
  },
  "role": "learner",
  "locale": null,
  "language": "en",
  "ui": {},
  "coach_enabled": true,
  "max_user_turns": null,
  "turn_count": 0,
  "turns": [
    {
      "role": "npc",
      "text": "Hi, come in. You wanted to talk about something? I have about twenty minutes.",
      "timestamp": 1767225600000
    }
  ],
  "state": {
    "trust": 0.6,
    "resistance": 0.35,
    "commitment_level": 0.2,
    "skepticism": 0.46,
    "engagement": 0.628,
    "emotion": "warm"
  },
  "hints": [],
  "ended": false,
  "end_reason": null,
  "expires_at": "2026-01-01T01:00:00.000Z",
  "report": null,
  "learning_record": false
};
export const PAGE_MESSAGE_REQUEST = {
  "text": "What would worry you about remote Fridays?"
};
export const PAGE_END = {
  "session_id": "cb27e415-3078-4b7f-893d-6c2e9425623d",
  "report": {
    "overall_score": 0,
    "outcome": "failure",
    "outcome_label": "Goal not achieved: Dana Whitfield was not won over.",
    "conviction_delta": 0,
    "kstar": {
      "situation": "Asking your manager for remote Fridays: Dana Whitfield (Analytics team manager) started warm, with trust 0.60, resistance 0.35 and commitment 0.20.",
      "task": "Goal: Dana agrees to a six-to-eight-week remote-Friday trial with agreed availability and a review meeting, and feels she can explain it to her director.",
      "action": "No turns were taken, so there is nothing to assess yet.",
      "result": "Final state: trust 0.60, resistance 0.35, commitment 0.20, emotion warm. Goal not achieved: Dana Whitfield was not won over.",
      "delta": "No turns were taken, so there is nothing to assess yet."
    },
    "skill_scores": [
      {
        "skill": "empathy",
        "score": 0,
        "feedback": "No turn acknowledged feelings or reflected their words back."
      },
      {
        "skill": "structure",
        "score": 0,
        "feedback": "No turn signposted the conversation (first, next, to summarise)."
      },
      {
        "skill": "assertiveness",
        "score": 0,
        "feedback": "No turn stated your own position or proposal clearly."
      },
      {
        "skill": "closure",
        "score": 0,
        "feedback": "You never asked for a concrete commitment or next step."
      },
      {
        "skill": "strategy",
        "score": 0,
        "feedback": "Few turns explored needs with open questions or backed claims with evidence."
      }
    ],
    "timeline": [],
    "flags": [],
    "improvement_plan": [
      "Signpost your turns: \"First…, then…, to summarise…\" so they can follow your plan.",
      "Name the feeling before the fact: start one reply with \"It sounds like…\" or \"I can see why…\".",
      "State your position once, clearly and calmly: \"What I can offer is…\", then stop talking.",
      "End with a concrete ask: \"Would you be willing to … by Friday?\"",
      "Explore before proposing: ask two open questions about their needs before presenting a solution."
    ],
    "ai_summary": "Goal not achieved: Dana Whitfield was not won over. Over 0 turns trust moved from 0.60 to 0.60 and commitment from 0.20 to 0.20. Signpost your turns: \"First…, then…, to summarise…\" so they can follow your plan.",
    "duration_seconds": 0,
    "metrics": {
      "reflection_to_question_ratio": 0,
      "open_question_share": 0,
      "complex_reflection_share": 0,
      "talk_ratio": 0,
      "longest_turn_words": 0,
      "user_turns": 0,
      "talk_ratio_chars": 0,
      "filler_count": 0
    }
  },
  "learning_record": true
};
export const DEMO_REQUEST = {
  "scenario_id": "manager-remote-fridays",
  "locale": "es"
};
export const DEMO_RESPONSE = {
  "session_id": "21402564-af79-43e9-b652-929c7974ec6e",
  "embed_url": "https://learn.example.org/simulation?session=21402564-af79-43e9-b652-929c7974ec6e&token=kuS4dvnlQlZzEpMepeSY4vng2oH-pkrQTofVbOUbaDo&return_url=%2F",
  "expires_at": "2026-01-01T01:00:00.000Z"
};
export const SPEECH_REQUEST = {
  "text": "Fridays are when the team catches up. What would change for them?"
};
export const TRANSCRIPTION = {
  "text": "I would keep Friday mornings for the stand-up and be on call all day."
};

/** The pages' HTML, shortened: the reference shows what kind of page answers. */
export const PAGE_HTML = '<!doctype html>\n<html lang="en" data-theme="auto">\n<head>\n<meta charset="utf-8">\n<title>Asking your manager for remote Fridays · Conversation practice</title>\n…';
export const NOTICE_HTML = '<!doctype html>\n<html lang="en" data-theme="auto">\n…<main class="notice card" data-testid="session-notice" data-kind="ended">…<h1>This session has ended</h1>…';
export const START_HTML = '<!doctype html>\n<html lang="en" data-theme="auto">\n…<h1>Conversation practice</h1>…';
