import { describe, expect, it } from 'vitest';
import { SCENARIO_TYPES } from '../../../src/conversations/scenarios/schema.js';
import {
  CURRENT_VOICES,
  DEFAULT_VOICE_BY_TYPE,
  LEGACY_VOICES,
  classifyVoice,
  isCurrentVoice,
  resolveVoice,
} from '../../../src/conversations/scenarios/voices.js';

describe('resolveVoice', () => {
  it('keeps a current voice, ignoring case and spaces', () => {
    for (const v of CURRENT_VOICES) expect(resolveVoice(v, 'sales')).toBe(v);
    expect(resolveVoice('  Coral ', 'sales')).toBe('coral');
  });

  it('maps the retired OpenAI voices', () => {
    expect(resolveVoice('fable', 'coaching')).toBe('ballad');
    expect(resolveVoice('onyx', 'coaching')).toBe('ash');
    expect(resolveVoice('nova', 'coaching')).toBe('coral');
    expect(resolveVoice('ONYX', 'coaching')).toBe('ash');
  });

  it('maps Azure neural voice ids and plain gender hints', () => {
    expect(resolveVoice('en-US-JennyNeural', 'medical')).toBe('coral');
    expect(resolveVoice('en-US-GuyNeural', 'medical')).toBe('ash');
    expect(resolveVoice('female', 'medical')).toBe('coral');
    expect(resolveVoice('male', 'medical')).toBe('ash');
  });

  it('gives an omitted or blank voice the default of the scenario type', () => {
    for (const type of SCENARIO_TYPES) {
      expect(resolveVoice(undefined, type)).toBe(DEFAULT_VOICE_BY_TYPE[type]);
      expect(resolveVoice('   ', type)).toBe(DEFAULT_VOICE_BY_TYPE[type]);
    }
  });

  it('replaces an unknown name with the type default and says so through classifyVoice', () => {
    expect(resolveVoice('robot-9000', 'interview')).toBe(DEFAULT_VOICE_BY_TYPE.interview);
    expect(classifyVoice('robot-9000', 'interview')).toEqual({ voice: DEFAULT_VOICE_BY_TYPE.interview, source: 'unknown' });
    expect(classifyVoice('nova', 'interview')).toEqual({ voice: 'coral', source: 'legacy' });
    expect(classifyVoice('sage', 'interview')).toEqual({ voice: 'sage', source: 'current' });
    expect(classifyVoice(undefined, 'interview')).toEqual({ voice: 'ash', source: 'default' });
  });

  it('does not treat inherited object keys as voices', () => {
    expect(resolveVoice('constructor', 'dating')).toBe(DEFAULT_VOICE_BY_TYPE.dating);
    expect(resolveVoice('__proto__', 'dating')).toBe(DEFAULT_VOICE_BY_TYPE.dating);
  });

  it('only ever maps to and defaults to current voices', () => {
    for (const v of Object.values(LEGACY_VOICES)) expect(isCurrentVoice(v)).toBe(true);
    for (const v of Object.values(DEFAULT_VOICE_BY_TYPE)) expect(isCurrentVoice(v)).toBe(true);
    for (const legacy of Object.keys(LEGACY_VOICES)) {
      expect(isCurrentVoice(legacy), legacy).toBe(false);
      expect(legacy).toBe(legacy.toLowerCase());
    }
    expect(Object.keys(DEFAULT_VOICE_BY_TYPE).sort()).toEqual([...SCENARIO_TYPES].sort());
  });
});
