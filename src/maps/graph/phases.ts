// Learning phases: contiguous, non-empty, named slices of the learning path. Cuts follow the bands
// (what the centre builds on / the centre / what it leads to) and, inside a band, the levels, so a
// phase never splits a step from what it needs unless the step is too large to read at once.
import type { Lang, LearningPhase } from '../map-schema.js';
import type { NodeOrder } from './order.js';

/** Phases longer than this are cut (at a level change where possible). */
export const MAX_PHASE_SIZE = 6;

type PhaseWord = 'foundations' | 'buildingBlocks' | 'coreConcept' | 'coreConcepts' | 'related' | 'deeper' | 'application';

const WORDS: Record<Lang, Record<PhaseWord, string>> = {
  en: { foundations: 'Foundations', buildingBlocks: 'Building blocks', coreConcept: 'Core concept', coreConcepts: 'Core concepts', related: 'Related concepts', deeper: 'Going deeper', application: 'Application' },
  es: { foundations: 'Fundamentos', buildingBlocks: 'Bloques básicos', coreConcept: 'Concepto central', coreConcepts: 'Conceptos centrales', related: 'Conceptos relacionados', deeper: 'Profundización', application: 'Aplicación' },
  fr: { foundations: 'Fondements', buildingBlocks: 'Éléments de base', coreConcept: 'Concept central', coreConcepts: 'Concepts centraux', related: 'Concepts associés', deeper: 'Approfondissement', application: 'Application' },
  de: { foundations: 'Grundlagen', buildingBlocks: 'Bausteine', coreConcept: 'Kernkonzept', coreConcepts: 'Kernkonzepte', related: 'Verwandte Konzepte', deeper: 'Vertiefung', application: 'Anwendung' },
  pt: { foundations: 'Fundamentos', buildingBlocks: 'Blocos básicos', coreConcept: 'Conceito central', coreConcepts: 'Conceitos centrais', related: 'Conceitos relacionados', deeper: 'Aprofundamento', application: 'Aplicação' },
  it: { foundations: 'Fondamenti', buildingBlocks: 'Elementi di base', coreConcept: 'Concetto chiave', coreConcepts: 'Concetti chiave', related: 'Concetti correlati', deeper: 'Approfondimento', application: 'Applicazione' },
  nl: { foundations: 'Basis', buildingBlocks: 'Bouwstenen', coreConcept: 'Kernbegrip', coreConcepts: 'Kernbegrippen', related: 'Verwante begrippen', deeper: 'Verdieping', application: 'Toepassing' },
  zh: { foundations: '基础', buildingBlocks: '构建模块', coreConcept: '核心概念', coreConcepts: '核心概念', related: '相关概念', deeper: '深入学习', application: '应用' },
  ja: { foundations: '基礎', buildingBlocks: '構成要素', coreConcept: '中心概念', coreConcepts: '中心概念', related: '関連概念', deeper: '発展', application: '応用' },
  ko: { foundations: '기초', buildingBlocks: '구성 요소', coreConcept: '핵심 개념', coreConcepts: '핵심 개념', related: '관련 개념', deeper: '심화', application: '적용' },
  ru: { foundations: 'Основы', buildingBlocks: 'Базовые элементы', coreConcept: 'Ключевое понятие', coreConcepts: 'Ключевые понятия', related: 'Связанные понятия', deeper: 'Углубление', application: 'Применение' },
  ar: { foundations: 'الأساسيات', buildingBlocks: 'اللبنات الأساسية', coreConcept: 'المفهوم المحوري', coreConcepts: 'المفاهيم المحورية', related: 'مفاهيم ذات صلة', deeper: 'التعمق', application: 'التطبيق' },
  hi: { foundations: 'आधार', buildingBlocks: 'मूल घटक', coreConcept: 'मुख्य अवधारणा', coreConcepts: 'मुख्य अवधारणाएँ', related: 'संबंधित अवधारणाएँ', deeper: 'गहन अध्ययन', application: 'अनुप्रयोग' },
  tr: { foundations: 'Temeller', buildingBlocks: 'Yapı taşları', coreConcept: 'Ana kavram', coreConcepts: 'Ana kavramlar', related: 'İlgili kavramlar', deeper: 'Derinleşme', application: 'Uygulama' },
};

export function phaseWord(lang: Lang, word: PhaseWord): string {
  return WORDS[lang][word];
}

/** Cuts one band's run of the path into chunks of at most MAX_PHASE_SIZE, preferring level changes. */
function chunk(ids: string[], info: Map<string, NodeOrder>): string[][] {
  const groups: string[][] = [];
  for (const id of ids) {
    const last = groups[groups.length - 1];
    if (last && info.get(last[0]!)!.level === info.get(id)!.level) last.push(id);
    else groups.push([id]);
  }
  const chunks: string[][] = [];
  let current: string[] = [];
  for (const g of groups) {
    if (current.length && current.length + g.length > MAX_PHASE_SIZE) {
      chunks.push(current);
      current = [];
    }
    if (g.length > MAX_PHASE_SIZE) {
      const parts = Math.ceil(g.length / MAX_PHASE_SIZE);
      const size = Math.ceil(g.length / parts);
      for (let i = 0; i < g.length; i += size) chunks.push(g.slice(i, i + size));
    } else {
      current.push(...g);
    }
  }
  if (current.length) chunks.push(current);
  return chunks;
}

/** Names for k phases from an ordered list of words; the last word repeats with a number. */
function names(words: string[], k: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < k; i++) out.push(i < words.length ? words[i]! : `${words[words.length - 1]!} ${i - words.length + 2}`);
  return out;
}

export function buildPhases(path: string[], info: Map<string, NodeOrder>, hasCenter: boolean, lang: Lang): LearningPhase[] {
  const w = (word: PhaseWord) => phaseWord(lang, word);
  if (!path.length) return [];
  if (!hasCenter) {
    const chunks = chunk(path, info);
    const byCount: Record<number, PhaseWord[]> = {
      1: ['coreConcepts'],
      2: ['foundations', 'coreConcepts'],
      3: ['foundations', 'buildingBlocks', 'coreConcepts'],
      4: ['foundations', 'buildingBlocks', 'coreConcepts', 'deeper'],
    };
    const words = (byCount[chunks.length] ?? ['foundations', 'buildingBlocks', 'coreConcepts', 'deeper', 'application']).map(w);
    const labels = names(words, chunks.length);
    return chunks.map((nodeIds, i) => ({ name: labels[i]!, nodeIds }));
  }
  const bandWords: Record<number, PhaseWord[]> = {
    0: ['foundations', 'buildingBlocks'],
    1: ['coreConcept', 'related'],
    2: ['deeper', 'application'],
  };
  const phases: LearningPhase[] = [];
  for (const band of [0, 1, 2]) {
    const run = path.filter((id) => info.get(id)!.band === band);
    if (!run.length) continue;
    const chunks = chunk(run, info);
    const labels = names(bandWords[band]!.map(w), chunks.length);
    chunks.forEach((nodeIds, i) => phases.push({ name: labels[i]!, nodeIds }));
  }
  return phases;
}
