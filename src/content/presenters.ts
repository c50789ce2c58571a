// Store records -> response bodies.
import type { z } from 'zod';
import type { CompetencyEntrySchema, VersionMetadataSchema } from './schemas.js';
import type { CompetencyRecord, ModeState, VersionRecord } from './store.js';

export function presentCompetency(c: CompetencyRecord): z.infer<typeof CompetencyEntrySchema> {
  const modes: z.infer<typeof CompetencyEntrySchema>['modes'] = {};
  for (const [mode, state] of Object.entries(c.modes) as Array<[keyof typeof modes, ModeState]>) {
    modes[mode] = { versions: state.versions, activeVersion: state.activeVersion };
  }
  return { competencyId: c.competencyId, competencyName: c.name, competencyDescription: c.description, modes };
}

/**
 * A version's response as JSON text from its stored content text: byte for byte
 * `JSON.stringify({ success: true, content, metadata: presentMetadata(record, state) })`, since the
 * stored text is the content's own JSON.stringify (test/content/version-text.test.ts).
 */
export function presentVersionJson(contentJson: string, record: Omit<VersionRecord, 'content'>, state: ModeState): string {
  return `{"success":true,"content":${contentJson},"metadata":${JSON.stringify(presentMetadata(record, state))}}`;
}

/** A class's competencies with their versions per mode (the body its ETag is computed over). */
export function presentCompetencyList(classId: string, competencies: readonly CompetencyRecord[]) {
  return { success: true as const, classId, competencies: competencies.map(presentCompetency) };
}

export function presentMetadata(r: Omit<VersionRecord, 'content'>, state: ModeState): z.infer<typeof VersionMetadataSchema> {
  return {
    version: r.version,
    generatedAt: r.generatedAt,
    editedBy: r.editedBy,
    lastEditedAt: r.lastEditedAt,
    editCount: r.editCount,
    isActive: state.activeVersion === r.version,
    generator: r.generator,
    basedOn: r.basedOn,
    notes: r.notes,
  };
}
